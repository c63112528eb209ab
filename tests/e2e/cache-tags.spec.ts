import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import persisted from '../../src/graphql/generated/persisted-operations.json';
import { query, restoreSizePrices, sizePricesOf } from './support/database';

/**
 * The cache model (decision 0035): pages live in a store every worker shares, and a change drops
 * what shows it by its tags, on every worker, within a second.
 */

type Fresh = { get(path: string): Promise<{ status: number; state: string | undefined; text: string }> };

/** a request on a new connection each time: the cluster hands connections to its workers in turn */
function freshConnections(
  playwright: { request: { newContext(o: object): Promise<APIRequestContext> } },
  baseURL: string,
): Fresh {
  return {
    async get(path) {
      const context = await playwright.request.newContext({ baseURL });
      try {
        const response = await context.get(path, { maxRedirects: 0 });
        return {
          status: response.status(),
          state: response.headers()['x-page-cache'],
          text: await response.text(),
        };
      } finally {
        await context.dispose();
      }
    },
  };
}

test('a page rendered by one worker is answered by the other from the store, without a render', async ({
  playwright,
  baseURL,
}) => {
  const fresh = freshConnections(playwright, baseURL!);
  // both workers have answered a page since they started (a worker's very first page the app renders
  // itself, while its route modules load)
  for (let i = 0; i < 4; i++) await fresh.get('/mode/damen-hosen');
  // a product page no test has asked for: the newest product that is not sold out
  const [row] = await query<{ id: string }>(
    `select p.id from products p where not p.outsold order by p.id desc limit 1`,
  );
  const path = `/p/${row!.id}`;
  const states: string[] = [];
  for (let i = 0; i < 6; i++) {
    const answer = await fresh.get(path);
    expect(answer.status).toBe(200);
    states.push(answer.state ?? 'none');
  }
  // rendered once, by whichever worker came first; the other read it from the store
  expect(states.filter((state) => state === 'MISS')).toHaveLength(1);
  expect(states).toContain('STORE');
  expect(
    states.every((state) => ['MISS', 'STORE', 'HIT'].includes(state)),
    states.join(' '),
  ).toBe(true);
  const [stored] = await query<{ key: string; tags: string[] }>(
    `select key, tags from page_store where key like $1`,
    [`%${path}%`],
  );
  // kept for the build that rendered it: its page names that build's script chunks
  expect(stored!.key.startsWith(`${readFileSync('.next/BUILD_ID', 'utf8').trim()}|`)).toBe(true);
  expect(stored!.tags).toEqual(
    expect.arrayContaining([`product:${row!.id}`, 'content:frame', 'shop:lindgard-at']),
  );
});

test('a price change shows on the listing, the product page, the search and the API of both workers within a second', async ({
  playwright,
  baseURL,
  request,
}) => {
  const fresh = freshConnections(playwright, baseURL!);
  const listing = '/mode/damen-kleider';
  const id = /\/p\/(\d{6})/.exec((await fresh.get(listing)).text)?.[1];
  expect(id).toBeTruthy();
  const [style] = await query<{ name: string }>(
    `select s.name from styles s join products p on p.master_key = s.master_key where p.id = $1`,
    [id],
  );
  const search = `/search?q=${encodeURIComponent(style?.name ?? 'Kleid')}`;
  const api = `/graphql?${new URLSearchParams({
    operationName: 'productPriceAndNameById',
    variables: JSON.stringify({ input: { id, locale: 'de-AT' } }),
    extensions: JSON.stringify({
      persistedQuery: { version: 1, sha256Hash: persisted.productPriceAndNameById.hash },
    }),
  })}`;
  const pages = [listing, `/p/${id}`, search];
  // every page stored on both workers (a few rounds on new connections)
  for (let i = 0; i < 4; i++) for (const path of pages) await fresh.get(path);
  const before = await sizePricesOf(id!);
  try {
    // the write every writer makes (the back office, a feed, an order): the catalogue's triggers notify it
    await query(`update variants set price_cents = 12345, sale_reduction_cents = 0 where dimension_id = $1`, [
      id,
    ]);
    const changed = Date.now();
    for (const path of pages)
      for (let worker = 0; worker < 2; worker++)
        await expect
          .poll(async () => (await fresh.get(path)).text.includes('123,45'), {
            timeout: 1500,
            intervals: [50],
          })
          .toBe(true);
    await expect
      .poll(async () => (await (await request.get(api)).json()).data.productById.price.min, {
        timeout: 1000,
        intervals: [50],
      })
      .toBe(12345);
    // every answer after the change on new connections (both workers) shows the new price
    for (const path of pages)
      for (let i = 0; i < 4; i++) expect((await fresh.get(path)).text, path).toContain('123,45');
    expect(Date.now() - changed).toBeLessThan(10_000);
  } finally {
    // as it was, reduction and prior price included (the price rule would start a new reduction)
    await restoreSizePrices(before);
  }
});

test('a CMS publication shows on both workers within a second, and other stored pages stay', async ({
  playwright,
  baseURL,
}) => {
  const fresh = freshConnections(playwright, baseURL!);
  const path = '/content/bewertungsrichtlinien';
  const other = '/content/impressum';
  for (let i = 0; i < 4; i++) {
    expect((await fresh.get(path)).status).toBe(200);
    await fresh.get(other);
  }
  const ofThisShop = `(select p.id from cms.content_pages p join cms.content_pages_shops s on s.parent_id = p.id
    where p.slug = 'bewertungsrichtlinien' and s.value = 'lindgard-at')`;
  const [before] = await query<{ title: string }>(
    `select title from cms.content_pages_locales where _locale = 'de-AT' and _parent_id = ${ofThisShop}`,
  );
  try {
    // as Payload publishes: the page's texts and its main row in one transaction
    await query(`begin; update cms.content_pages_locales set title = 'Bewertungsrichtlinien (neu)'
      where _locale = 'de-AT' and _parent_id = ${ofThisShop};
      update cms.content_pages set updated_at = now() where slug = 'bewertungsrichtlinien'; commit;`);
    for (let worker = 0; worker < 2; worker++)
      await expect
        .poll(async () => (await fresh.get(path)).text.includes('Bewertungsrichtlinien (neu)'), {
          timeout: 1500,
          intervals: [50],
        })
        .toBe(true);
    for (let i = 0; i < 4; i++) expect((await fresh.get(path)).text).toContain('Bewertungsrichtlinien (neu)');
    // the other page was not dropped: answered from memory or the store, not rendered again
    for (let i = 0; i < 2; i++) expect((await fresh.get(other)).state).toMatch(/^(HIT|STORE)$/);
  } finally {
    await query(
      `begin; update cms.content_pages_locales set title = $$${before!.title}$$ where _locale = 'de-AT'
        and _parent_id = ${ofThisShop};
      update cms.content_pages set updated_at = now() where slug = 'bewertungsrichtlinien'; commit;`,
    );
  }
});

test('a stored page is public with its tags and validator; a personal page is never shared', async ({
  request,
}) => {
  const path = '/mode/damen-blusen';
  let answer = await request.get(path);
  await expect
    .poll(async () => {
      answer = await request.get(path);
      return answer.headers()['x-page-cache'];
    })
    .toMatch(/^(HIT|STORE)$/);
  const headers = answer.headers();
  // browsers and caches ask again each time (nothing is kept unpurged); an unchanged page is a 304
  expect(headers['cache-control']).toBe('public, no-cache');
  expect(headers['surrogate-key']!.split(' ')).toEqual(
    expect.arrayContaining(['catalog', 'content', 'shop:lindgard-at', 'category:c-mode-damen-blusen']),
  );
  const etag = headers['etag']!;
  expect(etag).toBeTruthy();
  const revalidated = await request.get(path, { headers: { 'if-none-match': etag } });
  expect(revalidated.status()).toBe(304);
  expect((await revalidated.body()).length).toBe(0);
  // the empty basket of a visitor the shop does not know is stored, but for browsers only: once
  // the shopper has a session it is their own
  await expect
    .poll(async () => (await request.get('/basket')).headers()['x-page-cache'])
    .toMatch(/^(HIT|STORE)$/);
  expect((await request.get('/basket')).headers()['cache-control']).toBe('private, no-cache');
  // a page rendered per request (the catalogue order form) stays private
  const personal = await request.get('/katalog');
  expect(personal.headers()['cache-control']).toMatch(/no-store/);
  expect(personal.headers()['surrogate-key']).toBeUndefined();
});
