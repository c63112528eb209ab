import { expect, test } from '@playwright/test';

test('three letters suggest products, categories, terms and brands', async ({ page }) => {
  await page.goto('/');
  const field = page.getByRole('combobox', { name: 'Suche' });
  await field.fill('blu');
  const list = page.getByRole('listbox', { name: 'Suchvorschläge' });
  await expect(list).toBeVisible();
  for (const kind of ['product', 'category', 'term', 'brand']) {
    await expect(list.locator(`[data-suggestion-type="${kind}"]`).first()).toBeVisible();
  }
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(page).toHaveURL(/suggestionType=term&suggestion=/);
});

for (const term of ['Kleid', 'Kleider', 'Klied']) {
  test(`searching '${term}' finds dresses`, async ({ page }) => {
    await page.goto('/');
    const field = page.getByRole('combobox', { name: 'Suche' });
    await field.fill(term);
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${term}`));
    // the optimised term replaces the raw one (S2.4)
    const shown = term === 'Klied' ? 'kleid' : term;
    await expect(page).toHaveTitle(`${shown} - Suchergebnis`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown);
    expect(Number((await page.getByTestId('product-count').innerText()).replace(/\D/g, ''))).toBeGreaterThan(
      0,
    );
    await expect(page.locator('#product-grid article').filter({ hasText: /kleid/i }).first()).toBeVisible();
  });
}

test('an article number opens its product', async ({ page }) => {
  await page.goto('/mode/damen-kleider');
  const href = await page.locator('#product-grid article a').first().getAttribute('href');
  const id = /\/p\/(\d{6})/.exec(href!)![1]!;
  await page.goto(`/search?q=${id}`);
  await expect(page).toHaveURL(new RegExp(`/p/${id}`));
});

test('a nonsense term shows the no-results text verbatim', async ({ page }) => {
  await page.goto('/search?q=xqzzqx');
  await expect(
    page.getByText('Sie haben nach "xqzzqx" gesucht. Wir haben leider kein Ergebnis gefunden!'),
  ).toBeVisible();
});

test('a redirect term leads to its category', async ({ page }) => {
  await page.goto('/search?q=Matratze');
  await expect(page).toHaveURL(/\/wohnen\/moebel\/matratzen\?searchOrigin=redirect/);
});

test('an overlong or odd query is handled', async ({ page }) => {
  const response = await page.goto(`/search?q=${'a'.repeat(500)}`);
  expect(response?.status()).toBe(200);
  expect((await page.goto('/search?q=%25%27%22%3C'))?.status()).toBe(200);
  expect((await page.goto('/search'))?.status()).toBe(200);
});

test('an empty query gets the search page with its own title and a hint', async ({ page }) => {
  for (const url of ['/search', '/search?q=', '/search?q=%20%20']) {
    expect((await page.goto(url))?.status()).toBe(200);
    await expect(page).toHaveTitle('Suche | Lindgard');
    await expect(page.getByRole('heading', { level: 1, name: 'Suche' })).toBeVisible();
    await expect(page.getByText('Bitte geben Sie einen Suchbegriff ein.')).toBeVisible();
  }
});

test('searchTerm on a listing searches within the category (search mode)', async ({ page }) => {
  await page.goto('/mode/damen-kleider');
  const all = Number((await page.getByTestId('product-count').innerText()).replace(/\D/g, ''));
  await page.goto('/mode/damen-kleider?searchTerm=rot');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ergebnisse für „rot“');
  const found = Number((await page.getByTestId('product-count').innerText()).replace(/\D/g, ''));
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(all);
  await expect(page.locator('#product-grid > li')).toHaveCount(Math.min(found, 36));
  // a term nothing in the category matches: the spec's no-results text
  await page.goto('/mode/damen-kleider?searchTerm=xqzzqx');
  await expect(
    page.getByText('Sie haben nach "xqzzqx" gesucht. Wir haben leider kein Ergebnis gefunden!'),
  ).toBeVisible();
  await expect(page.locator('#product-grid > li')).toHaveCount(0);
});

test('the search combobox is a valid text input whose list closes when Tab leaves it', async ({ page }) => {
  await page.goto('/');
  const field = page.getByRole('combobox', { name: 'Suche' });
  await expect(field).toHaveAttribute('type', 'text');
  await field.fill('blu');
  const list = page.getByRole('listbox', { name: 'Suchvorschläge' });
  await expect(list).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await field.press('Tab');
  await expect(list).toBeHidden();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Suchen' })).toBeFocused();
});
