import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { expectInteractive } from './support/interactive';
import { orderLoggedInOnInvoice } from './support/add-to-basket';

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

const alert = (page: Page) => page.getByRole('main').getByRole('alert');

async function logIn(page: Page, identifier: string, password: string) {
  await page.getByRole('textbox', { name: 'E-Mail-Adresse oder Kundennummer' }).fill(identifier);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** A new customer, registered through the API in the browser's context (so the browser is logged in). */
async function registerInBrowser(page: Page, firstName: string): Promise<string> {
  const email = `${firstName.toLowerCase()}.${Date.now()}@example.at`;
  const res = await page.request.post('/graphql', {
    headers: { origin: new URL(page.url() === 'about:blank' ? 'http://127.0.0.1' : page.url()).origin },
    data: {
      query: `mutation r($input: RegisterInput!) { register(input: $input) { customer { customerNumber } } }`,
      variables: {
        input: {
          salutation: 'd',
          firstName,
          lastName: 'Test',
          email,
          password: 'sommer-2026',
          locale: 'de-AT',
        },
      },
    },
  });
  expect((await res.json()).errors).toBeUndefined();
  return email;
}

test('the demo customer reads deliveries, orders, tracking, invoices, the QR payment, the PDF and the balance', async ({
  page,
}) => {
  await page.goto('/customer/orders');
  // an account page asks a visitor to log in, then shows itself
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await logIn(page, '123456', 'Lindgard2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Bestellungen' })).toBeVisible();
  await expect(page.getByTestId('order')).toHaveCount(4);
  await expect(
    page.getByText(
      'Die Bestellhistorie vor dem 01.07. ist aufgrund einer Systemumstellung leider nicht verfügbar.',
    ),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/customer');
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Anna Muster' })).toBeVisible();
  await expect(page.getByText('Verifiziert')).toBeVisible();
  await expect(page.getByTestId('shipping-flat')).toContainText(/Gültig bis \d{2}\.\d{2}\.\d{4}/);
  const slide = page.getByTestId('delivery-slide');
  await expect(slide).toContainText('Paket 1 von 2');
  await expect(slide).toContainText('In Zustellung');
  await page.getByRole('button', { name: 'Nächstes Paket' }).click();
  await expect(slide).toContainText('Paket 2 von 2');
  await expect(slide).toContainText('Unterwegs');
  expect(await axeViolations(page)).toEqual([]);

  // tracking of the second parcel
  await slide.getByRole('link', { name: 'Sendung verfolgen' }).click();
  await expect(page).toHaveURL(/\/customer\/orders\/\d{8}\/2$/);
  await expect(page.getByRole('heading', { name: /Sendungsverfolgung: Paket 2 von 2/ })).toBeVisible();
  await expect(page.getByTestId('tracking-timeline').getByRole('listitem')).toHaveCount(2);
  // the shop's text for the parcel's state (CMS entry OrderState 'inTransit')
  const note = page.getByTestId('order-state-note');
  await expect(note.getByRole('heading', { level: 2 })).toHaveText('Ihr Paket ist unterwegs');
  await expect(note).toContainText('Ihr Paket ist auf dem Weg zu Ihnen.');
  await expect(page.getByRole('heading', { name: 'Zahlpause' })).toBeVisible();
  // the fee is charged only after a confirmation that names it; cancelling charges nothing
  await page.getByRole('button', { name: 'Zahlpause wählen' }).click();
  await expect(
    page.getByText(/^Die Zahlpause kostet einen Aufschlag von .+\. Möchten Sie sie verbindlich wählen\?$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zahlpause kostenpflichtig wählen' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByRole('button', { name: 'Zahlpause wählen' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  // invoices: 2 in the last 3 months, 4 in 12, the older-invoices modal
  await page.goto('/customer/invoices?months=3');
  await expect(page.getByTestId('invoice')).toHaveCount(2);
  await page.getByRole('link', { name: 'Letzte 12 Monate' }).click();
  await expect(page.getByTestId('invoice')).toHaveCount(4);
  await expect(page.getByText('noch offen – Ratenzahlung läuft')).toBeVisible();
  await expect(page.getByText('überfällig').first()).toBeVisible();
  await page.getByRole('button', { name: 'Ältere Rechnungen' }).click();
  await expect(page.getByRole('dialog', { name: 'Rechnungen älter als 12 Monate' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // the instalment invoice: table, QR payment modal, PDF
  const running = page.getByTestId('invoice').filter({ hasText: 'noch offen – Ratenzahlung läuft' });
  await running.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Rechnung \d{9}$/ })).toBeVisible();
  const invoiceNumber = (await page.getByRole('heading', { level: 1 }).innerText()).replace(/\D/g, '');
  await expect(page.getByTestId('instalments').locator('tbody tr')).toHaveCount(6);
  await expect(page.getByText(/Die nächste Rate ist bis \d{2}\.\d{2}\.\d{4} zu bezahlen\./)).toBeVisible();
  await page.getByRole('button', { name: 'Mit QR-Code bezahlen' }).click();
  const modal = page.getByRole('dialog', { name: 'Mit der Banking-App bezahlen' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('AT48 1200 0005 2847 1993');
  await expect(modal).toContainText(`Rechnung ${invoiceNumber} Kundennummer 123456`);
  await expect(page).toHaveURL(/#qr-payment$/);
  expect(await axeViolations(page)).toEqual([]);

  const qr = await page.request.get(`/customer/invoices/${invoiceNumber}/qr`);
  expect(qr.headers()['content-type']).toBe('image/png');
  const png = PNG.sync.read(await qr.body());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)!.data.split('\n');
  expect(decoded.slice(0, 7)).toEqual([
    'BCD',
    '002',
    '1',
    'SCT',
    'BKAUATWW',
    'Lindgard Versandhandel GmbH',
    'AT481200000528471993',
  ]);
  expect(decoded[7]).toMatch(/^EUR\d+\.\d{2}$/);
  expect(decoded[10]).toBe(`Rechnung ${invoiceNumber} Kundennummer 123456`);
  await page.keyboard.press('Escape');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Rechnung als PDF herunterladen' }).click();
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect((await PDFDocument.load(pdf)).getTitle()).toBe(`Rechnung ${invoiceNumber}`);

  await page.goto('/customer/maturities');
  await expect(page.getByTestId('balance')).toContainText('Offener Betrag');
  await expect(page.getByTestId('balance')).toContainText('Davon überfällig');
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/customer/returns');
  await expect(page.getByTestId('return-item')).toHaveCount(2);
  await expect(page.getByText('Retourenstatus: Gutgeschrieben')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/customer/card');
  await expect(page.getByRole('img', { name: 'Scanbarer Code Ihrer Kundennummer 123456' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a customer orders while logged in and finds the order in the account; nobody else can open it', async ({
  page,
}) => {
  await page.goto('/');
  await registerInBrowser(page, 'Clara');
  await page.goto('/mode/damen-kleider');
  await page.locator('#product-grid article a').first().click();
  await expect(page).toHaveURL(/\/p\/\d{6}/);
  await expectInteractive(page.getByRole('button', { name: 'In den Warenkorb' }));
  // without a size the size modal opens; a size is chosen there
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  const sizeDialog = page.getByRole('dialog', { name: 'Größe wählen' });
  await sizeDialog.locator('button[aria-pressed]:not(.line-through)').first().click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByRole('dialog', { name: 'Artikel hinzugefügt' })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByText(/^Angemeldet als Clara Test/)).toBeVisible();
  // the account fills the name; the address is entered once
  await expect(page.getByRole('textbox', { name: 'Vorname', exact: true })).toHaveValue('Clara');
  await expect(page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true })).toHaveValue(/^clara\./);
  await orderLoggedInOnInvoice(page, {
    street: 'Landstraßer Hauptstraße',
    number: '7',
    postcode: '1030',
    city: 'Wien',
  });
  await expect(page).toHaveURL(/\/thanks\?order=\d{8}/);
  const orderNumber = new URL(page.url()).searchParams.get('order')!;

  await page.goto('/customer/orders');
  await expect(page.getByTestId('order')).toHaveCount(1);
  await expect(page.getByTestId('order')).toContainText(`Bestellnummer ${orderNumber}`);
  await page.getByRole('link', { name: `Details zur Bestellung ${orderNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Bestellung ${orderNumber}` })).toBeVisible();
  await expect(page.getByText('Landstraßer Hauptstraße 7')).toBeVisible();
  await page.goto('/customer/invoices');
  await expect(page.getByTestId('invoice')).toHaveCount(1);

  // another customer gets the not-found page for this order and its invoice
  await page.goto('/customer');
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await logIn(page, '123456', 'Lindgard2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Anna Muster' })).toBeVisible();
  const res = await page.goto(`/customer/orders/${orderNumber}/1`);
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Diese Seite gibt es leider nicht.')).toBeVisible();
});

test('a customer deletes the account: no keeps it, yes closes it and logs out', async ({ page }) => {
  await page.goto('/');
  const email = await registerInBrowser(page, 'Dora');
  await page.goto('/customer/delete-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Kundenkonto löschen' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Kundenkonto löschen' }).click();
  await expect(page.getByText('Möchten Sie Ihr Kundenkonto wirklich unwiderruflich löschen?')).toBeVisible();
  await page.getByRole('button', { name: 'Nein' }).click();
  await expect(page.getByRole('button', { name: 'Kundenkonto löschen' })).toBeVisible();
  await page.getByRole('button', { name: 'Kundenkonto löschen' }).click();
  await page.getByRole('button', { name: 'Ja, löschen' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Ihre Anfrage zur Löschung Ihres Kundenkontos ist bei uns eingegangen.',
  );
  await page.goto('/customer');
  await logIn(page, email, 'sommer-2026');
  await expect(alert(page)).toContainText('Die Anmeldung ist fehlgeschlagen.');
});

test('at checkout a visitor logs in through the authentication modal and continues with the account', async ({
  page,
}) => {
  await page.goto('/mode/damen-kleider');
  await page.locator('#product-grid article a').first().click();
  await expect(page).toHaveURL(/\/p\/\d{6}/);
  await expectInteractive(page.getByRole('button', { name: 'In den Warenkorb' }));
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await page
    .getByRole('dialog', { name: 'Größe wählen' })
    .locator('button[aria-pressed]:not(.line-through)')
    .first()
    .click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByRole('dialog', { name: 'Artikel hinzugefügt' })).toBeVisible();
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  const modal = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/#login$/);
  expect(await axeViolations(page)).toEqual([]);
  await modal.getByRole('textbox', { name: 'E-Mail-Adresse oder Kundennummer' }).fill('87654321');
  await modal.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Lindgard2026');
  await modal.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText(/^Angemeldet als Max Beispiel/)).toBeVisible();
  // the account's last billing address fills the form; the basket came along
  await expect(page.getByRole('textbox', { name: 'Straße', exact: true })).toHaveValue('Herrengasse');
  await expect(page.getByTestId('basket-count')).toHaveText('1');
});
