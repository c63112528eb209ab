import { expect, test } from '@playwright/test';
import { query } from './support/database';
import { expectInteractive } from './support/interactive';

const tileIds = (page: import('@playwright/test').Page) =>
  page
    .locator('#product-grid > li')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-track-id')));

test('a saving range reads "bis zu" on the tile and on the product page until a size shows its own saving', async ({
  page,
}) => {
  // a sale product whose sizes save differently, with an orderable size below the highest saving
  const [product] = await query<{ id: string; size_label: string; saving: number; saving_max: number }>(`
    with v as (
      select va.dimension_id as id, va.size_label, p.saving_max,
             round(va.sale_reduction_cents * 100.0 / (va.price_cents + va.sale_reduction_cents))::int as saving
        from variants va
        join dimensions d on d.id = va.dimension_id and d.promotion = va.promotion and d.is_default_promotion
        join products p on p.id = va.dimension_id and p.color_position = 0 and not p.outsold
        join styles s on s.master_key = p.master_key and s.flag = 'sale' and not s.is_free_gift
       where p.saving_min <> p.saving_max and va.availability_state = 'available' and va.stock > 0)
    select id, size_label, saving, saving_max from v where saving > 0 and saving < saving_max
     order by id limit 1`);
  expect(product).toBeDefined();
  await page.goto(`/alles?pin=${product!.id}`);
  const tile = page.locator('#product-grid > li').first();
  await expect(tile).toHaveAttribute('data-track-id', product!.id);
  await expect(tile.getByText(`bis zu - ${product!.saving_max}%`)).toBeVisible();

  await page.goto(`/p/${product!.id}`);
  // the product's own badges (recommendation tiles below show theirs)
  const main = page.getByTestId('product-main');
  await expect(main.getByText(`bis zu - ${product!.saving_max}%`)).toBeVisible();
  const size = main.locator('button[aria-pressed]', { hasText: new RegExp(`^${product!.size_label}$`) });
  await expectInteractive(size.first());
  await size.first().click();
  await expect(main.getByText(`- ${product!.saving}%`, { exact: true })).toBeVisible();
  await expect(main.getByText(/^bis zu - \d+%$/)).toHaveCount(0);
});

test('a product sold out in every size shows the sold-out overlay and no add-to-basket button', async ({
  page,
  request,
}) => {
  // a style sold out in every colour, in a category small enough for one page
  const candidates = await query<{ category_id: string; ids: string[] }>(`
    with outsold as (
      select s.master_key, array_agg(p.id order by p.id) as ids
        from styles s join products p using (master_key)
       where not s.is_free_gift group by s.master_key having bool_and(p.outsold)),
    sizes as (select category_id, count(*) as n from style_categories group by category_id)
    select sc.category_id, o.ids
      from outsold o join style_categories sc using (master_key) join sizes z using (category_id)
     where z.n <= 36 order by z.n, sc.category_id`);
  // category ids are derived from their paths ('/wohnen/moebel' → 'c-wohnen-moebel')
  const sitemap = await (await request.get('/sitemaps/categories.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
  const idOf = (path: string) => `c-${path.slice(1).replaceAll('/', '-')}`;
  const found = candidates
    .map((c) => ({ ...c, path: paths.find((p) => idOf(p) === c.category_id) }))
    .find((c) => c.path);
  expect(found).toBeDefined();
  await page.goto(found!.path!);
  const soldOut = page.locator('#product-grid > li').filter({ has: page.locator('.tile-outsold') });
  const shownIds = await soldOut.evaluateAll((items) => items.map((li) => li.getAttribute('data-track-id')));
  expect(shownIds.some((id) => found!.ids.includes(id!))).toBe(true);
  // the label is on the sold-out tiles only
  await expect(soldOut.first().getByText('Ausverkauft', { exact: true })).toBeVisible();
  await expect(page.locator('#product-grid').getByText('Ausverkauft', { exact: true })).toHaveCount(
    shownIds.length,
  );
  expect(await page.locator('#product-grid > li').count()).toBeGreaterThan(shownIds.length);

  await page.goto(`/p/${found!.ids[0]}`);
  await expect(page.getByText('Ausverkauft', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
});

test('free gifts are kept out of listings, search and the sitemap; their own category lists them', async ({
  page,
  request,
}) => {
  const gifts = (
    await query<{ id: string }>(
      `select p.id from products p join styles s using (master_key) where s.is_free_gift order by p.id`,
    )
  ).map((g) => g.id);
  expect(gifts.length).toBeGreaterThanOrEqual(3);
  await page.goto('/alles?sort=priceAsc');
  const cheapest = await tileIds(page);
  expect(cheapest.length).toBeGreaterThan(0);
  expect(cheapest.filter((id) => gifts.includes(id!))).toEqual([]);
  await expect(page.locator('#product-grid').getByText('0,- €', { exact: true })).toHaveCount(0);

  await page.goto('/search?q=Geschenk');
  expect((await tileIds(page)).filter((id) => gifts.includes(id!))).toEqual([]);

  await page.goto('/vcr/gratis-geschenk');
  expect((await tileIds(page)).sort()).toEqual(expect.arrayContaining(gifts.slice(0, 3)));
  const sitemap = await (await request.get('/sitemaps/products-0.xml')).text();
  for (const id of gifts) expect(sitemap).not.toContain(`/p/${id}<`);
});

test('hidden and virtual categories are noindex and stay out of the sitemap', async ({ page, request }) => {
  for (const path of ['/vcr/20-prozent-auf-alles', '/vcr/gratis-geschenk', '/srp-filter', '/alles']) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
  await page.goto('/mode/damen-kleider');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);
  const categories = await (await request.get('/sitemaps/categories.xml')).text();
  expect(categories).toContain('/mode/damen-kleider</loc>');
  for (const path of ['/vcr', '/srp-filter', '/alles</loc>']) expect(categories).not.toContain(path);
});

test('the direct order form accepts a former article number with the changed-number hint', async ({
  page,
}) => {
  const [renamed] = await query<{ id: string; old_display_number: string; promotion: string }>(`
    select p.id, p.old_display_number, d.promotion
      from products p join dimensions d on d.id = p.id and d.is_default_promotion
     where p.old_display_number is not null order by p.id limit 1`);
  expect(renamed).toBeDefined();
  await page.goto('/directorderform');
  const number = page.getByLabel('Artikelnummer').first();
  await expectInteractive(number);
  await number.fill(renamed!.old_display_number);
  await number.press('Tab');
  await expect(page.getByTestId('display-number-change')).toHaveText(
    `Info: Dieser Artikel wird ab sofort unter der Artikelnummer ${renamed!.id}${renamed!.promotion} geführt (ursprünglich ${renamed!.old_display_number}).`,
  );
  await expect(page.getByText('Ungültige Artikelnummer')).toHaveCount(0);
});
