import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { query, restoreSizePrices, sizePricesOf } from './support/database';

/**
 * Issue 51: a key made with `npm run admin -- create-key` changes prices through the admin API; the
 * product page of both workers shows the new price and, for a reduction, the lowest price of the 30
 * days before it (the EU prior-price rule, decision 0039) instead of the announced old price.
 */

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

test('setPrices with a key from npm run admin shows the new price and the 30-day low on both workers', async ({
  playwright,
  baseURL,
}) => {
  const secret = execFileSync(
    'npm',
    ['run', '-s', 'admin', '--', 'create-key', '--name', 'e2e prices', '--roles', 'merchandiser'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  ).trim();
  expect(secret).toMatch(/^shk_[\w-]{43}$/);
  // a colour not reduced, under 100 €, each of its sizes under its default promotion only
  const [product] = await query<{ id: string }>(`
    select p.id from products p
     where not p.outsold and p.price_old = 0 and p.price_max < 10000 and p.price_min > 2000
       and not exists (select 1 from variants v where v.dimension_id = p.id and v.sale_reduction_cents > 0)
       and (select count(distinct promotion) from variants v where v.dimension_id = p.id) = 1
     order by p.id limit 1`);
  expect(product).toBeDefined();
  const sizes = await sizePricesOf(product!.id);
  const newPrice = 1999;
  const lowest30 = Math.max(...sizes.map((s) => s.price_cents));
  const call = (body: object) =>
    fetch(`${baseURL}/admin-api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify(body),
    });
  try {
    const response = await call({
      query: `mutation($input: [SetPriceInput!]!) { setPrices(input: $input) { written refused { code } } }`,
      // an old price far above anything the size cost: the shop strikes through its 30-day low instead
      variables: {
        input: sizes.map((s) => ({ ean: s.ean, currency: 'EUR', price: newPrice, oldPrice: 99_999 })),
      },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown }).data).toEqual({
      setPrices: { written: sizes.length, refused: [] },
    });
    const changed = Date.now();
    let inARow = 0;
    let first = 0;
    // new connections go to the workers in turn: four answers in a row with the change are both workers
    while (inARow < 4 && Date.now() - changed < 10_000) {
      const context = await playwright.request.newContext({ baseURL });
      const html = await (await context.get(`/p/${product!.id}`)).text();
      await context.dispose();
      const shows =
        html.includes(euros(newPrice)) &&
        html.includes(`Niedrigster Preis der letzten 30 Tage: ${euros(lowest30)}`) &&
        !html.includes('999,99');
      if (!shows) inARow = 0;
      else if (inARow++ === 0) first = Date.now();
    }
    expect(inARow, 'both workers show the new price and the 30-day low').toBe(4);
    expect(first - changed, 'within 2 s').toBeLessThan(2_000);
    // the API answers with what the shop shows
    const answer = (await (
      await call({
        query: `query($id: ID!) { product(id: $id) { colors { id sizes { ean prices { currency price oldPrice shownOldPrice } } } } }`,
        variables: { id: product!.id },
      })
    ).json()) as {
      data: { product: { colors: { id: string; sizes: { ean: string; prices: object[] }[] }[] } };
    };
    const colour = answer.data.product.colors.find((c) => c.id === product!.id)!;
    const firstSize = colour.sizes.find((s) => s.ean === sizes[0]!.ean)!;
    expect(firstSize.prices[0]).toEqual({
      currency: 'EUR',
      price: newPrice,
      oldPrice: 99_999,
      shownOldPrice: sizes[0]!.price_cents,
    });
  } finally {
    await restoreSizePrices(sizes);
    await query(`update admin_api_keys set revoked_at = now() where name = 'e2e prices'`);
  }
});
