import { expect, test } from '@playwright/test';
import { expectInteractive } from './support/interactive';
import { merchantListingProblems, sizeEans } from './support/merchant-listing';

test('product pages carry merchant-listing JSON-LD (Google’s required and recommended fields), breadcrumbs, canonical, description and Open Graph', async ({
  page,
}) => {
  await page.goto('/mode/damen-kleider');
  // a crawler loads the page itself (not a client-side navigation)
  const href = await page.locator('#product-grid article a').first().getAttribute('href');
  await page.goto(href!);
  await expect(page).toHaveURL(/\/p\/(\d{6})/);
  const id = /\/p\/(\d{6})/.exec(page.url())![1]!;
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
  const group = data.find((d) => d['@type'] === 'ProductGroup')!;
  expect(group).toMatchObject({
    '@context': 'https://schema.org',
    productGroupID: id,
    brand: { '@type': 'Brand' },
    variesBy: ['https://schema.org/size'],
  });
  expect(merchantListingProblems(group)).toEqual([]);
  // the sizes shown on the page are the group's variants, with the shop's EANs
  const variants = group.hasVariant as { size: string; gtin: string }[];
  const eans = await sizeEans(id);
  expect(variants.map((v) => [v.size, v.gtin]).sort()).toEqual(eans.sort());
  expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/p/${id}$`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  // the title names the product's brand, and the shop's once (a house-brand product names it once)
  const brand = (group.brand as { name: string }).name;
  const title = await page.title();
  expect(title.startsWith(`${group.name as string} in `)).toBe(true);
  expect(title.endsWith(brand === 'Lindgard' ? ' | Lindgard' : ` | ${brand} | Lindgard`)).toBe(true);
  expect(title).not.toMatch(/Lindgard \| Lindgard$/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`/p/${id}$`));
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
    'content',
    /^http.*\/image\//,
  );
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Lindgard');
});

test('a listing names its products in an ItemList, numbered from the page’s first position', async ({
  page,
}) => {
  await page.goto('/mode?page=2');
  await expect(page).toHaveURL(/\/mode\?page=2$/);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = blocks
    .map((b) => JSON.parse(b) as Record<string, unknown>)
    .find((d) => d['@type'] === 'ItemList')!;
  const items = list.itemListElement as { position: number; url: string }[];
  const tiles = await page
    .locator('#product-grid article a[href^="/p/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).pathname))]);
  expect(items[0]!.position).toBe(73);
  expect(items.map((i) => new URL(i.url).pathname)).toEqual(tiles.slice(0, items.length));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /^Mode/);
});

test('contact, catalogue and newsletter pages have their canonical, description and Open Graph tags', async ({
  page,
}) => {
  for (const [path, description] of [
    ['/contact', 'Schreiben Sie uns: Wir antworten Ihnen so schnell wie möglich per E-Mail.'],
    ['/katalog', 'Blättern Sie in Ruhe: Wir senden Ihnen unsere Kataloge kostenlos nach Hause.'],
    ['/newsletter/subscribe', /^Neuheiten, Trends und exklusive Angebote/],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${path}$`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index, follow/);
  }
});

test('the home page and the editorial pages carry Open Graph tags', async ({ page }) => {
  for (const [path, title] of [
    ['/', /\S/],
    ['/content/impressum', /^Impressum/],
    ['/inspiration/herbst-in-schichten', /\S/],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute('content', title);
    await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute(
      'content',
      path === '/' ? /^https?:\/\/[^/]+\/?$/ : new RegExp(`${path}$`),
    );
    await expect(page.locator('meta[property="og:site_name"]'), path).toHaveAttribute('content', 'Lindgard');
    await expect(page.locator('meta[property="og:type"]'), path).toHaveAttribute('content', /\w/);
  }
});

test('listings are indexable, filtered listings are not', async ({ page }) => {
  await page.goto('/mode/damen-kleider');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index, follow/);
  // the editors' description (SeoContent) where the CMS has one, else the generated one
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Damenkleider für jeden Anlass/,
  );
  await page.goto('/mode/damen-blusen');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /online bestellen/i);
  await page.goto('/mode/damen-kleider?searchColor=blau');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('robots.txt closes only the API: pages kept out of search say noindex themselves', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /graphql');
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]);
  expect(disallowed.sort()).toEqual(['/api/', '/graphql']);
  // what the old robots.txt closed, a crawler now fetches and finds marked noindex
  for (const path of ['/search?q=kleid', '/basket', '/checkout', '/customer', '/wishlist', '/webview/mode']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<meta name="robots" content="noindex/);
  }
});

test('the sitemaps list categories, editorial pages and products with their last change', async ({
  request,
}) => {
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('/sitemaps/categories.xml');
  expect(index).toContain('/sitemaps/content.xml');
  expect(index).toContain('/sitemaps/products-0.xml');
  const categories = await (await request.get('/sitemaps/categories.xml')).text();
  expect(categories).toMatch(
    /\/mode\/damen-kleider<\/loc><lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/,
  );
  expect(categories).not.toContain('/sale/midseason-sale</loc>');
  const content = await (await request.get('/sitemaps/content.xml')).text();
  expect(content).toMatch(/\/content\/[a-z0-9-]+<\/loc><lastmod>\d{4}-/);
  const products = await (await request.get('/sitemaps/products-0.xml')).text();
  expect(products).toMatch(/\/p\/\d{6}<\/loc><lastmod>\d{4}-\d\d-\d\dT/);
  expect((await request.get('/sitemaps/products-999.xml')).status()).toBe(404);
});

test('pop opens the popup product with size choice, closing removes it', async ({ page }) => {
  await page.goto('/mode/damen-kleider');
  const href = await page.locator('#product-grid article a').nth(3).getAttribute('href');
  const id = /\/p\/(\d{6})/.exec(href!)![1]!;
  await page.goto(`/mode/damen-kleider?pop=${id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Größe wählen' })).toBeVisible();
  const size = dialog.locator('section button:not(.line-through)').first();
  await expectInteractive(size);
  await size.click();
  await expect(dialog.getByTestId('availability')).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(page).toHaveURL(/\/mode\/damen-kleider$/);
});

test('pop opens the popup on search results and on a product page as well', async ({ page }) => {
  await page.goto('/mode/damen-kleider');
  const hrefs = await page
    .locator('#product-grid article a')
    .evaluateAll((links) => links.slice(0, 6).map((a) => a.getAttribute('href')!));
  const [first, second] = [...new Set(hrefs.map((h) => /\/p\/(\d{6})/.exec(h)![1]!))];
  await page.goto(`/search?q=Kleid&pop=${second}`);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Größe wählen' })).toBeVisible();
  await page.goto(`/p/${first}?pop=${second}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Größe wählen' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Produktdetails' })).toHaveAttribute(
    'href',
    `/p/${second}?referrer=popupProduct`,
  );
});

test('link box and SEO bottom text with its table of contents', async ({ page }) => {
  await page.goto('/mode/damen-kleider');
  const box = page.locator('#linkbox-container');
  await expect(box.getByRole('heading', { name: 'Beliebte Kleider' })).toBeVisible();
  await expect(box.getByRole('link', { name: 'Blaue Kleider' })).toHaveAttribute(
    'href',
    '/mode/damen-kleider?searchColor=blau',
  );
  await expect(page.getByRole('link', { name: 'Skip categories recommendations' })).toBeAttached();
  const seo = page.getByTestId('seo-text');
  await expect(seo).toHaveAttribute('id', 'advice-bottom');
  const toc = seo.getByRole('navigation', { name: 'Inhalt' });
  await expect(toc.getByRole('link', { name: 'Damenkleider für jeden Anlass' })).toHaveAttribute(
    'href',
    '#damenkleider-fuer-jeden-anlass',
  );
  await expectInteractive(seo.getByRole('button', { name: '+ Show more' }));
  await seo.getByRole('button', { name: '+ Show more' }).click();
  await expect(seo.getByRole('button', { name: '- Show less' })).toBeVisible();
  // a listing without a link box shows none
  await page.goto('/wohnen/moebel/lattenroste');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#linkbox-container')).toHaveCount(0);
});
