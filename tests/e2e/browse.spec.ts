import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectInteractive } from './support/interactive';

const countOf = async (page: Page) => {
  const text = await page.getByTestId('product-count').innerText();
  return Number(text.replace(/\D/g, ''));
};

/**
 * Prices of the tiles in grid order, in cents (from the visible price text, e.g. 'ab 21,99 €').
 * Text content, not innerText: tiles far below the viewport are not laid out yet (content-visibility).
 */
const tilePrices = async (page: Page) =>
  (await page.locator('#product-grid article [data-testid$="-price"] b').allTextContents()).map((t) => {
    const match = /(\d+),(\d{2}|-)/.exec(t.replace(/\./g, ''));
    return Number(match![1]) * 100 + (match![2] === '-' ? 0 : Number(match![2]));
  });

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

test('a shopper filters, sorts, pages and scrolls a listing, then opens a product', async ({ page }) => {
  await page.goto('/mode');
  const total = await countOf(page);
  expect(total).toBeGreaterThan(144);
  await expect(page.locator('#product-grid > li article')).toHaveCount(36);

  // filter by colour and size in the 'Filter & Sort' layer
  await page.getByText('Filter & Sort').click();
  const layer = page.locator('form[action="/mode"]');
  await layer.locator('summary', { hasText: /^Farbe$/ }).click();
  const black = layer.getByRole('checkbox', { name: /^Schwarz \(\d+\)$/ });
  const blackCount = Number((await black.locator('xpath=..').innerText()).replace(/\D/g, ''));
  await black.check();
  await layer.locator('summary', { hasText: /^Größe$/ }).click();
  await layer.getByRole('checkbox', { name: /^40 \(\d+\)$/ }).check();
  await layer.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page).toHaveURL(/\/mode\?filterSize=40&searchColor=schwarz$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Selected filters and sorting were applied' }),
  ).toBeAttached();
  const filtered = await countOf(page);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThanOrEqual(blackCount);
  expect(filtered).toBeLessThan(total);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schwarze Mode, Größe 40');
  await expect(page.getByText('Active filters:')).toBeVisible();

  // within the colour filter the other colours keep counts; the size count narrowed to the result
  await page.getByText('Filter & Sort').click();
  await layer.locator('summary', { hasText: /^Farbe$/ }).isVisible();
  await expect(layer.getByRole('checkbox', { name: `Schwarz (${filtered})` })).toBeChecked();

  // sort by lowest price
  await layer.getByRole('radio', { name: 'Niedrigster Preis' }).check();
  await layer.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page).toHaveURL(/sort=priceAsc/);
  const prices = await tilePrices(page);
  expect(prices.length).toBeGreaterThan(1);
  expect([...prices].sort((a, b) => a - b)).toEqual(prices);

  // page 2 and back, on the unfiltered listing
  await page.goto('/mode');
  // a click while the page hydrates is at times not taken up either (once in a browser run under
  // load): the shopper clicks again, so does the test
  await expect(async () => {
    if (!/\/mode\?page=2$/.test(page.url()))
      await page.getByRole('link', { name: 'Go to the next page' }).click({ timeout: 2000 });
    await expect(page).toHaveURL(/\/mode\?page=2$/, { timeout: 3000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: /^Seite 2 von \d+$/ })).toBeVisible();
  // a click within milliseconds of the previous navigation's commit is at times not taken up by
  // the router under CPU contention (see the stop note); the shopper clicks again, so does the test
  await expect(async () => {
    await page.getByRole('link', { name: 'Go to the previous page' }).click({ timeout: 2000 });
    await expect(page).toHaveURL(/\/mode$/, { timeout: 3000 });
  }).toPass({ timeout: 15_000 });

  // scrolling loads the second chunk of the page
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.locator('#product-grid > li article')).toHaveCount(72, { timeout: 15_000 });

  // open a product with several colours, switch colour, choose a size
  await page.goto('/mode/damen-kleider');
  await page
    .locator('#product-grid article')
    .filter({ has: page.getByRole('list', { name: /^Available colors: \d+$/ }) })
    .first()
    .locator('a')
    .first()
    .click();
  await expect(page).toHaveURL(/\/p\/\d{6}$/);
  const firstUrl = page.url();
  const otherColor = page.locator('section[aria-labelledby="color-heading"] a:not([aria-current])').first();
  await otherColor.click();
  await expect(page).not.toHaveURL(firstUrl);
  await expect(page).toHaveURL(/\/p\/\d{6}$/);
  await expect(page.getByRole('heading', { name: 'Größe wählen' })).toBeVisible();
  const size = page.locator('section[aria-labelledby="size-heading"] button:not(.line-through)').first();
  const sizeLabel = (await size.innerText()).trim();
  // a size chosen before the page's scripts run is not taken (decision 0008): wait for them
  await expectInteractive(size);
  await size.click();
  await expect(page.getByRole('heading', { name: `Gewählte Größe: ${sizeLabel}` })).toBeVisible();
  const availability = page.getByTestId('availability');
  await expect(availability).toContainText(/Artikel verfügbar|Lieferbar/);
  await expect(availability).toContainText(/Lieferzeit|Lieferbar/);
});

test('adding without a size opens the Größe wählen modal', async ({ page }) => {
  await page.goto('/mode/damen-kleider');
  await page.locator('#product-grid article a').first().click();
  await expect(page).toHaveURL(/\/p\//);
  const addToBasket = page.getByRole('button', { name: 'In den Warenkorb' });
  await expectInteractive(addToBasket);
  await addToBasket.click();
  await expect(page.getByRole('dialog', { name: 'Größe wählen' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte wählen Sie eine Größe' })).toHaveText(
    'Fehler: Bitte wählen Sie eine Größe',
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('listing, search and product page pass axe', async ({ page }) => {
  await page.goto('/mode/damen-kleider?searchColor=blau');
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/search?q=Kleid');
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('#product-grid article a').first().click();
  await expect(page).toHaveURL(/\/p\/\d{6}/);
  expect(await axeViolations(page)).toEqual([]);
});

test('odd listing parameters give a listing, never an error', async ({ page }) => {
  for (const query of [
    'page=0',
    'page=-1',
    'page=abc',
    'page=1',
    'sort=bogus',
    'bogus=1',
    'searchColor=%3Cscript%3E',
    'price=abc',
  ]) {
    const response = await page.goto(`/mode?${query}`);
    expect(response?.status(), query).toBe(200);
    await expect(page.getByTestId('product-count')).toBeVisible();
  }
  await page.goto('/mode?page=1');
  await expect(page).toHaveURL(/\/mode$/);
  await page.goto('/mode?page=99999');
  await expect(page).toHaveURL(/\/mode\?page=\d+$/);
});

test('the price slider limits the listing to the chosen range', async ({ page }) => {
  await page.goto('/mode/damen-kleider');
  await page.getByText('Filter & Sort').click();
  const layer = page.locator('form[action="/mode/damen-kleider"]');
  await layer.locator('summary', { hasText: /^Preis$/ }).click();
  const max = layer.getByRole('slider', { name: 'Höchstpreis' });
  await max.focus();
  for (let i = 0; i < 3; i++) await max.press('PageDown');
  const upper = Number(await max.inputValue());
  await layer.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page).toHaveURL(new RegExp(`price=-${upper}$`));
  const prices = await tilePrices(page);
  expect(prices.length).toBeGreaterThan(0);
  for (const cents of prices) expect(cents).toBeLessThanOrEqual(upper * 100 + 99);
  await expect(page.getByText('Active filters:')).toBeVisible();
});

test('the product image carousel moves with its arrows and dots', async ({ page }) => {
  await page.goto('/mode/damen-kleider');
  await page.locator('#product-grid article a').first().click();
  const carousel = page.getByRole('region', { name: 'Produktbilder' });
  await expect(carousel.getByRole('listitem').first()).toHaveAccessibleName(/^Image 1 of \d+$/);
  const next = carousel.getByRole('button', { name: 'To the next element' });
  if (await next.isVisible()) {
    await expectInteractive(next);
    await next.click();
    await expect(carousel.getByRole('button', { name: 'Go to image 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await carousel.getByRole('button', { name: 'To the previous element' }).click();
    await expect(carousel.getByRole('button', { name: 'Go to image 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  }
});
