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
    await expect(page).toHaveTitle(`${term} - Suchergebnis`);
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
