import AxeBuilder from '@axe-core/playwright';
import { query } from './support/database';
import { expectInteractive } from './support/interactive';
import { expect, test } from '@playwright/test';

test('homepage leads into the top-level sections and passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Kategorien' });
  await expect(nav.getByRole('link', { name: 'Mode', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Wohnen', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
  // the shop's promises in the footer (a promotion card may repeat one)
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Kauf auf Rechnung', { exact: true })).toBeVisible();
  await expect(footer.getByText('Kostenloser Rückversand', { exact: true })).toBeVisible();
  await expect(footer.getByText('Sicher einkaufen', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Merkzettel' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Warenkorb' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  // once the page's scripts run: the router's start sets the address it loaded with, hash and all
  await expectInteractive(skip);
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
});

for (const path of ['/mode', '/wohnen', '/sale', '/mode/damen-kleider', '/wohnen/moebel']) {
  test(`category ${path} lists products`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Total number of products:')).toBeAttached();
    await expect(page.locator('main article').first()).toBeVisible();
  });
}

test('an unknown path shows errorPageNotFound with HTTP 404 under its own title', async ({ page }) => {
  for (const path of [
    '/gibt-es-nicht/wirklich-nicht',
    '/doesnotexist',
    '/p/999999',
    '/content/gibt-es-nicht',
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('errorPageNotFound')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Diese Seite gibt es leider nicht.' })).toBeVisible();
    await expect(page).toHaveTitle(/^Seite nicht gefunden/);
  }
});

test('a page whose data cannot be read shows errorPageUnknown under its own title, and the page once the data is back', async ({
  page,
}) => {
  // a search no test made before (neither its page nor its results are cached anywhere) while the
  // search documents cannot be read
  const term = `Kleid ${Date.now().toString(36)}`;
  await query('alter table search_documents rename to search_documents_away');
  try {
    await page.goto(`/search?q=${encodeURIComponent(term)}`);
    await expect(page.getByTestId('errorPageUnknown')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Es ist ein Fehler aufgetreten' })).toBeVisible();
    await expect(page).toHaveTitle(/^Es ist ein Fehler aufgetreten \| /);
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  } finally {
    await query('alter table search_documents_away rename to search_documents');
  }
  // the failure was not kept: the same search answers once the data is back
  await page.goto(`/search?q=${encodeURIComponent(term)}`);
  await expect(page.getByTestId('errorPageUnknown')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

for (const path of ['/%ZZ', '/mode/%E0%A4%A', '/p/%C3']) {
  test(`an undecodable path ${path} shows errorPageNotFound with HTTP 404, not a server error`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('errorPageNotFound')).toBeVisible();
  });
}

test('a product opens from the listing and its image comes from the image endpoint', async ({ page }) => {
  await page.goto('/mode');
  const first = page.locator('main article a').first();
  await first.click();
  await expect(page).toHaveURL(/\/p\/\d{6}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const src = await page.locator('main img').first().getAttribute('src');
  expect(src).toMatch(/^\/image\/\d{6}-0\?w=\d+$/);
  const image = await page.request.get(src!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  expect(image.headers()['cache-control']).toContain('immutable');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('the spec’s English names are marked English; the scroll-to-top button appears a screen down', async ({
  page,
}) => {
  await page.goto('/mode/damen-kleider');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Skip product categories' })).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Total number of products:')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
  // names of elements with German content: the English name in its own element, the content German
  const colours = page.getByRole('list', { name: /^Available colors: \d+$/ }).first();
  const nameId = await colours.getAttribute('aria-labelledby');
  await expect(page.locator(`[id="${nameId}"]`)).toHaveAttribute('lang', 'en');
  await expect(colours).not.toHaveAttribute('lang', /./);
  await page.locator('#product-grid article').filter({ has: colours }).locator('a').first().click();
  const slide = page.getByRole('region', { name: 'Produktbilder' }).getByRole('listitem').first();
  await expect(slide).toHaveAccessibleName(/^Image 1 of \d+$/);
  await expect(page.locator(`[id="${await slide.getAttribute('aria-labelledby')}"]`)).toHaveAttribute(
    'lang',
    'en',
  );
  await expect(slide.getByRole('img')).not.toHaveAttribute('lang', /./);
  await page.goBack();

  // back on the listing the browser may restore the place of the product (also after a moment):
  // at the top, the button is hidden
  const top = page.getByRole('button', { name: 'Nach oben' });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(top).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 3));
  await expect(top).toBeVisible();
  await top.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await expect(top).toBeHidden();
});
