import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addFirstOrderableSize } from './support/add-to-basket';

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

/** Puts one piece of the first orderable size of a dress into the basket, through the product page. */
async function addADress(page: Page) {
  await page.goto('/mode/damen-kleider');
  await page.locator('#product-grid article a').first().click();
  await expect(page).toHaveURL(/\/p\/\d{6}/);
  await addFirstOrderableSize(page);
}

test('a guest orders on invoice, ends on /thanks with the order number and answers the survey', async ({
  page,
}) => {
  await addADress(page);
  // the header badge counts the pieces, also on the shared cached pages
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await expect(page.getByRole('link', { name: 'Warenkorb (1 Artikel)' })).toBeVisible();
  await page.goto('/mode/damen-kleider');
  await expect(page.getByTestId('basket-count')).toHaveText('1');
  await page.goto('/basket');
  const basketTotal = await page.getByTestId('basket-totals-total').innerText();
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  // first: log in or continue as guest
  await expect(page.getByRole('heading', { name: 'Anmelden oder als Gast bestellen' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Als Gast bestellen' }).click();
  expect(await axeViolations(page)).toEqual([]);

  // step 1: nothing entered → the spec's messages, field by field
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText(
    'Fehler: Bitte füllen Sie alle Pflichtfelder aus.',
  );
  await expect(page.getByText('Bitte wählen Sie eine Anrede aus')).toBeVisible();
  await expect(page.getByText('Vorname ist ein Pflichtfeld')).toBeVisible();
  await expect(page.getByText('PLZ ist ein Pflichtfeld')).toBeVisible();
  await expect(page.getByText('Bitte geben Sie eine E-Mail-Adresse ein')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Vorname', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill('anna.muster@example');
  await page.getByRole('radio', { name: 'Frau' }).check();
  await page.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Anna');
  await page.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Muster');
  await page.getByRole('textbox', { name: 'Straße', exact: true }).fill('Mariahilfer Straße');
  await page.getByRole('textbox', { name: 'Hausnummer', exact: true }).fill('12/3');
  await page.getByRole('textbox', { name: 'PLZ', exact: true }).fill('10');
  await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Wien');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Bitte überprüfen Sie Ihre E-Mail-Adresse')).toBeVisible();
  await expect(page.getByText('Bitte geben Sie min 3 Zeichen ein')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill('anna.muster@example.at');
  await page.getByRole('textbox', { name: 'PLZ', exact: true }).fill('1070');
  await page.getByRole('button', { name: 'Weiter' }).click();

  // step 2: delivery; standard is chosen, express costs extra
  const delivery = page.getByTestId('checkout-step-delivery');
  await expect(delivery.getByRole('radio', { name: /Standardlieferung/ })).toBeChecked();
  await expect(delivery.getByText('Ruck-Zuck-Lieferung')).toBeVisible();
  await expect(page.getByTestId('checkout-step-addresses')).toContainText('Mariahilfer Straße 12/3');
  expect(await axeViolations(page)).toEqual([]);
  await delivery.getByRole('button', { name: 'Weiter' }).click();

  // step 3: payment, no card data asked
  const payment = page.getByTestId('checkout-step-payment');
  await payment.getByRole('button', { name: 'Weiter' }).click();
  await expect(payment.getByRole('alert')).toHaveText('Fehler: Bitte wählen Sie eine Zahlungsart.');
  await payment.getByRole('radio', { name: /Kauf auf Rechnung/ }).check();
  await expect(payment.getByText('Ratenkauf')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await payment.getByRole('button', { name: 'Weiter' }).click();

  // step 4: summary with every line, an expired voucher refused
  const review = page.getByTestId('checkout-step-review');
  await expect(review.getByTestId('checkout-totals')).toContainText('Summe Artikel');
  await expect(review.getByTestId('checkout-totals')).toContainText('Versandkosten');
  await expect(review.getByTestId('checkout-totals-total')).toHaveText(basketTotal);
  await review.getByLabel('Gutscheincode').fill('SOMMER2025');
  await review.getByRole('button', { name: 'Einlösen' }).click();
  await expect(review.getByRole('alert')).toHaveText('Fehler: Dieser Gutschein ist leider abgelaufen.');
  expect(await axeViolations(page)).toEqual([]);

  // change the payment to cash on delivery: the fee line appears
  await page.getByRole('button', { name: 'Zahlungsart ändern' }).click();
  await payment.getByRole('radio', { name: /Nachnahme/ }).check();
  await payment.getByRole('button', { name: 'Weiter' }).click();
  await expect(review.getByTestId('checkout-totals')).toContainText('Nachnahmegebühr');
  await page.getByRole('button', { name: 'Zahlungsart ändern' }).click();
  await payment.getByRole('radio', { name: /Kauf auf Rechnung/ }).check();
  await payment.getByRole('button', { name: 'Weiter' }).click();
  await expect(review.getByTestId('checkout-totals')).not.toContainText('Nachnahmegebühr');
  await expect(review.getByTestId('checkout-totals-total')).toHaveText(basketTotal);

  await review.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).dblclick();
  await expect(page).toHaveURL(/\/thanks\?order=\d{8}$/);
  const orderNumber = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung!');
  await expect(page.getByTestId('order-number')).toHaveText(`Ihre Bestellnummer: ${orderNumber}`);
  await expect(page.getByTestId('order-total')).toHaveText(`Gesamtsumme: ${basketTotal}`);
  expect(await axeViolations(page)).toEqual([]);

  // the NPS survey: a score is needed, then the answer is stored once
  await page.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText(
    'Fehler: Bitte wählen Sie eine Bewertung aus.',
  );
  await expect(page.getByText('Würde ich auf keinen Fall weiterempfehlen')).toBeVisible();
  await page.getByRole('radio', { name: '9 von 10' }).check({ force: true });
  await page.getByLabel('Was ist der wichtigste Grund für Ihre Bewertung? (optional)').fill('Schnell');
  await page.getByRole('button', { name: 'Bewertung senden' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Erfolg: Vielen Dank für Ihre Teilnahme!/ }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByText('Vielen Dank für Ihre Teilnahme!')).toBeVisible();

  // the order emptied the basket; the checkout has nothing left to order
  await page.goto('/basket');
  await expect(page.getByText('Derzeit befinden sich keine Artikel in Ihrem Warenkorb.')).toBeVisible();
  await expect(page.getByTestId('basket-count')).toHaveCount(0);
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-empty')).toBeVisible();
});

test('an order number of another session shows the not-found page', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const res = await page.goto('/thanks?order=40000001');
  expect(res?.status()).toBe(404);
  await expect(page).toHaveTitle(/^Seite nicht gefunden/);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toHaveCount(0);
  await context.close();
});
