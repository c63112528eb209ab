import { expect, test } from '@playwright/test';
import { expectInteractive } from './support/interactive';

test('product pages carry Product and BreadcrumbList JSON-LD, canonical and description', async ({
  page,
}) => {
  await page.goto('/mode/damen-kleider');
  // a crawler loads the page itself (not a client-side navigation)
  const href = await page.locator('#product-grid article a').first().getAttribute('href');
  await page.goto(href!);
  await expect(page).toHaveURL(/\/p\/(\d{6})/);
  const id = /\/p\/(\d{6})/.exec(page.url())![1];
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
  const product = data.find((d) => d['@type'] === 'Product')!;
  expect(product).toMatchObject({ '@context': 'https://schema.org', brand: { '@type': 'Brand' } });
  expect((product.offers as Record<string, string>).priceCurrency).toBe('EUR');
  expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/p/${id}$`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
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

test('robots.txt and the sitemaps list categories and products', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /search');
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('/sitemaps/categories.xml');
  expect(index).toContain('/sitemaps/products-0.xml');
  const categories = await (await request.get('/sitemaps/categories.xml')).text();
  expect(categories).toContain('/mode/damen-kleider</loc>');
  expect(categories).not.toContain('/sale/midseason-sale</loc>');
  const products = await (await request.get('/sitemaps/products-0.xml')).text();
  expect(products).toMatch(/\/p\/\d{6}<\/loc>/);
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
  // a broken link box renders nothing
  await page.goto('/mode');
  await expect(page.locator('#linkbox-container')).toHaveCount(0);
});
