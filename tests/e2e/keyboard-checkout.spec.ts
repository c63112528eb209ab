import { expect, test, type Locator, type Page } from '@playwright/test';
import { addFirstOrderableSize } from './support/add-to-basket';
import { expectInteractive } from './support/interactive';

/** Presses a control from the keyboard: focus on it, then Enter (as Tab and Enter would). */
async function press(control: Locator) {
  await expectInteractive(control);
  await control.focus();
  await control.press('Enter');
}

const stepHeading = (page: Page, step: string) =>
  page.getByTestId(`checkout-step-${step}`).getByRole('heading', { level: 2 });

test('a keyboard-only purchase never loses the focus: each step hands it to the next step’s heading', async ({
  page,
}) => {
  await page.goto('/mode/damen-kleider');
  await page.locator('#product-grid article a').first().click();
  await addFirstOrderableSize(page);
  await page.goto('/basket');
  await press(page.getByRole('link', { name: 'Zur Kasse' }));
  await expect(page).toHaveURL(/\/checkout$/);

  await press(page.getByRole('button', { name: 'Als Gast bestellen' }));
  await expect(stepHeading(page, 'addresses')).toBeFocused();

  // the fields, reached with Tab from the heading and typed into
  const type = async (name: string, text: string) => {
    const field = page.getByRole('textbox', { name, exact: true });
    await field.focus();
    await page.keyboard.type(text);
  };
  await type('E-Mail-Adresse', 'tastatur@example.at');
  await page.getByRole('radio', { name: 'Frau' }).focus();
  await page.keyboard.press('Space');
  await type('Vorname', 'Tara');
  await type('Nachname', 'Tastatur');
  await type('Straße', 'Ringstraße');
  await type('Hausnummer', '5');
  await type('PLZ', '1010');
  await type('Ort', 'Wien');
  await press(page.getByTestId('checkout-step-addresses').getByRole('button', { name: 'Weiter' }));
  // the address is saved and the page rendered again: the focus stays where it was put
  await expect(page.getByTestId('checkout-step-addresses')).toContainText('Ringstraße 5');
  await expect(stepHeading(page, 'delivery')).toBeFocused();

  await press(page.getByTestId('checkout-step-delivery').getByRole('button', { name: 'Weiter' }));
  await expect(stepHeading(page, 'payment')).toBeFocused();
  const payment = page.getByTestId('checkout-step-payment');
  await payment.getByRole('radio', { name: /Kauf auf Rechnung/ }).focus();
  await page.keyboard.press('Space');
  await press(payment.getByRole('button', { name: 'Weiter' }));
  await expect(stepHeading(page, 'review')).toBeFocused();

  await press(page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
  await expect(page).toHaveURL(/\/thanks\?order=\d{8}$/);
});
