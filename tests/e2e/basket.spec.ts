import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectInteractive } from './support/interactive';

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

/** Euro text of the basket ('59,98 €', '12,- €') in cents. */
const cents = (text: string) => {
  const match = /(\d[\d\u00a0.]*),(\d{2}|-)/.exec(text)!;
  return Number(match[1]!.replace(/[\u00a0.]/g, '')) * 100 + (match[2] === '-' ? 0 : Number(match[2]));
};

test('a shopper adds a size from the product page, changes the quantity and empties the basket', async ({
  page,
}) => {
  await page.goto('/basket');
  await expect(page.getByText('Derzeit befinden sich keine Artikel in Ihrem Warenkorb.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Häufige Fragen' }).last()).toHaveAttribute(
    'href',
    '/content/kundenservice/faq',
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/mode/damen-kleider');
  await page.locator('#product-grid article a').first().click();
  await expect(page).toHaveURL(/\/p\/\d{6}/);
  const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();

  // without a size the shop asks for one, in the size modal
  await expectInteractive(page.getByRole('button', { name: 'In den Warenkorb' }));
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  const sizeDialog = page.getByRole('dialog', { name: 'Größe wählen' });
  await expect(sizeDialog).toBeVisible();
  await expect(page.getByText('Bitte wählen Sie eine Größe').first()).toBeVisible();
  const size = sizeDialog.locator('button[aria-pressed]:not(.line-through)').first();
  const sizeLabel = (await size.innerText()).trim();
  await size.click();

  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  const overlay = page.getByRole('dialog', { name: 'Artikel hinzugefügt' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText(`${name}, Größe ${sizeLabel}`);
  await overlay.getByRole('link', { name: 'Zum Warenkorb' }).click();

  await expect(page).toHaveURL(/\/basket$/);
  const items = page.getByTestId('basket-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(name);
  await expect(items.first()).toContainText(`Größe ${sizeLabel}`);
  const totals = page.getByTestId('basket-totals');
  await expect(totals).toContainText('Summe Artikel');
  await expect(totals).toContainText('Versandkosten');
  const single = cents(await totals.locator('dd').first().innerText());
  expect(await axeViolations(page)).toEqual([]);

  // two pieces: the items sum doubles, and the total is items plus shipping
  await page.getByLabel('Menge').selectOption('2');
  await expect(totals.locator('dd').first()).toHaveText(
    new RegExp(`^${(single * 2) / 100}`.replace('.', ',')),
  );
  const lines = await totals.locator('dd').allInnerTexts();
  const total = cents(lines.at(-1)!);
  expect(total).toBe(lines.slice(0, -1).reduce((sum, text) => sum + cents(text), 0));

  // the change-item modal opens through the URL hash and changes the quantity
  await page.getByRole('button', { name: `${name} ändern` }).click();
  const change = page.getByRole('dialog', { name: 'Artikel ändern' });
  await expect(change).toBeVisible();
  expect(new URL(page.url()).hash).toMatch(/^#change-item-/);
  await expect(change.getByLabel('Größe')).toHaveValue(/.+/);
  expect(await axeViolations(page)).toEqual([]);
  await change.getByLabel('Menge').selectOption('3');
  await change.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(change).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Menge' })).toHaveValue('3');
  expect(new URL(page.url()).hash).toBe('');

  // shipping costs and the cancellation right load into modals when opened
  await page.getByRole('button', { name: 'Informationen zu den Versandkosten' }).click();
  const shipping = page.getByRole('dialog', { name: 'Versandkosten' });
  await expect(shipping).toContainText('versandkostenfrei');
  expect(new URL(page.url()).hash).toBe('#shipping-cost');
  await shipping.getByRole('button', { name: 'Schließen' }).click();
  await expect(shipping).toBeHidden();
  expect(new URL(page.url()).hash).toBe('');
  await page.getByRole('button', { name: 'Informationen zum Widerrufsrecht' }).click();
  await expect(page.getByRole('dialog', { name: 'Widerrufsrecht' })).toContainText('binnen 14 Tagen');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Widerrufsrecht' })).toBeHidden();

  await page.getByRole('button', { name: `${name} aus dem Warenkorb entfernen` }).click();
  await expect(page.getByText('Derzeit befinden sich keine Artikel in Ihrem Warenkorb.')).toBeVisible();
});
