import { expect, test } from '@playwright/test';

test('a sold-out size cannot be added: the shop says so', async ({ page }) => {
  // the first product of the dress listing that has a sold-out size
  await page.goto('/mode/damen-kleider');
  const links = await page
    .locator('#product-grid article a[href^="/p/"]')
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!.split('?')[0]!))]);
  let found = false;
  for (const href of links.slice(0, 30)) {
    await page.goto(href);
    const soldOut = page.locator('button[aria-pressed].line-through');
    if ((await soldOut.count()) === 0) continue;
    await soldOut.first().click();
    await expect(page.getByText('Diese Größe ist ausverkauft').first()).toBeVisible();
    // pressing add anyway puts nothing in the basket
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByText('Diese Größe ist ausverkauft').first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Artikel hinzugefügt' })).toHaveCount(0);
    await expect(page.getByTestId('basket-count')).toHaveCount(0);
    found = true;
    break;
  }
  expect(found).toBe(true);
});
