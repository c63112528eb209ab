import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

/** The article number (9 digits) of the first dress in the listing, as its product page shows it. */
async function anArticleNumber(page: Page): Promise<{ number: string; name: string }> {
  await page.goto('/mode/damen-kleider');
  await page.locator('#product-grid article a').first().click();
  await expect(page).toHaveURL(/\/p\/\d{6}/);
  const text = await page
    .getByText(/^Artikelnummer: \d{9}$/)
    .first()
    .innerText();
  const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  return { number: text.replace('Artikelnummer: ', ''), name };
}

test('a shopper types article numbers, picks sizes and adds all lines to the basket at once', async ({
  page,
}) => {
  const article = await anArticleNumber(page);
  await page.goto('/directorderform');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Direktbestellung');

  const numbers = page.getByLabel('Artikelnummer');
  await numbers.first().fill('123');
  await numbers.first().press('Tab');
  await expect(page.getByText('Ungültige Artikelnummer')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await numbers.first().fill(article.number);
  await numbers.first().press('Enter');
  await expect(page.getByText(article.name).first()).toBeVisible();
  await expect(page.getByText('Ungültige Artikelnummer')).toHaveCount(0);

  // a second line with the 6-digit number, then a third that is removed again
  await page.getByRole('button', { name: 'Weitere Zeile hinzufügen' }).click();
  await numbers.nth(1).fill(article.number.slice(0, 6));
  await numbers.nth(1).press('Tab');
  await expect(page.getByText(article.name)).toHaveCount(2);
  await page.getByRole('button', { name: 'Weitere Zeile hinzufügen' }).click();
  await expect(numbers).toHaveCount(3);
  await page.getByRole('button', { name: 'Zeile 3 entfernen' }).click();
  await expect(numbers).toHaveCount(2);

  // without sizes the form says so and adds nothing
  await page.getByRole('button', { name: 'Alle Artikel in den Warenkorb' }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText(
    'Fehler: Ihr Direktbestellschein enthält Artikel ohne ausgewählte Größe.',
  );
  const sizes = page.getByLabel('Größe');
  for (const i of [0, 1]) {
    // different sizes on the two lines, so neither asks for more than one size's stock
    const options = (await sizes.nth(i).locator('option').allInnerTexts()).slice(1);
    const orderable = options.filter((o) => !o.includes('ausverkauft'));
    await sizes.nth(i).selectOption({ label: orderable[i % orderable.length]! });
  }
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Alle Artikel in den Warenkorb' }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByTestId('basket-item').first()).toContainText(article.name);
  await expect(page.getByTestId('basket-count')).toHaveText('2');
});
