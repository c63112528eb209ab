import { expect, type Page } from '@playwright/test';
import { expectInteractive } from './interactive';

/** On a product page: chooses the first orderable size in the size dialog and adds one piece. */
export async function addFirstOrderableSize(page: Page): Promise<void> {
  const add = page.getByRole('button', { name: 'In den Warenkorb' });
  await expectInteractive(add);
  await add.click();
  await page
    .getByRole('dialog', { name: 'Größe wählen' })
    .locator('button[aria-pressed]:not(.line-through)')
    .first()
    .click();
  await add.click();
  await expect(page.getByRole('dialog', { name: 'Artikel hinzugefügt' })).toBeVisible();
}

/**
 * At the checkout of a logged-in customer (name and e-mail from the account): enters the address,
 * keeps standard delivery, pays on invoice and places the order.
 */
export async function orderLoggedInOnInvoice(
  page: Page,
  address: { street: string; number: string; postcode: string; city: string },
): Promise<void> {
  await page.getByRole('textbox', { name: 'Straße', exact: true }).fill(address.street);
  await page.getByRole('textbox', { name: 'Hausnummer', exact: true }).fill(address.number);
  await page.getByRole('textbox', { name: 'PLZ', exact: true }).fill(address.postcode);
  await page.getByRole('textbox', { name: 'Ort', exact: true }).fill(address.city);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByTestId('checkout-step-delivery').getByRole('button', { name: 'Weiter' }).click();
  const payment = page.getByTestId('checkout-step-payment');
  await payment.getByRole('radio', { name: /Kauf auf Rechnung/ }).check();
  await payment.getByRole('button', { name: 'Weiter' }).click();
  await page
    .getByTestId('checkout-step-review')
    .getByRole('button', { name: 'Zahlungspflichtig bestellen' })
    .click();
}
