import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectInteractive } from './support/interactive';

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
const alert = (page: Page) => page.getByRole('main').getByRole('alert');
const OPERATOR = `Bearer ${process.env.OPERATOR_TOKEN ?? 'e2e-operator-token-0123456789abcdef'}`;

async function mails(request: APIRequestContext, to: string, kind: string): Promise<string[]> {
  const res = await request.get(`/api/operator/outbox?to=${encodeURIComponent(to)}&kind=${kind}`, {
    headers: { authorization: OPERATOR },
  });
  return ((await res.json()) as { mails: { textBody: string }[] }).mails.map((m) => m.textBody);
}

test('the contact form shows the reason help, the spec messages and "Nachricht verschickt"', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await expect(page.getByLabel('Anliegen')).toHaveValue('');
  await expect(page.getByLabel('Anliegen').locator('option').first()).toHaveText('Bitte wählen');
  await expect(page.getByLabel('Anliegen').locator('option')).toHaveCount(21);
  await page.getByRole('textbox', { name: 'Kundennummer (optional)' }).fill('12345');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(alert(page)).toHaveText('Fehler: Bitte füllen Sie alle Pflichtfelder aus.');
  await expect(page.getByText('Dies ist ein Pflichtfeld')).toHaveCount(3);
  await expect(page.getByText('Die Kundennummer besteht aus 6 - 8 Zahlen.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Anliegen').selectOption('return');
  await expect(page.getByTestId('reason-help')).toHaveText(
    'Rücksendungen sind für Sie kostenlos. Die Bearbeitung dauert bis zu 15 Werktage.',
  );
  // a ninth digit cannot even be typed
  await expect(page.getByRole('textbox', { name: 'Kundennummer (optional)' })).toHaveAttribute(
    'maxlength',
    '8',
  );
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('kontakt@example.at');
  await page.getByRole('textbox', { name: 'Ihre Nachricht' }).fill('Wann kommt meine Gutschrift?');
  await page.getByRole('textbox', { name: 'Kundennummer (optional)' }).fill('1234567');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('heading', { name: 'Nachricht verschickt' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the support page shows browser, cookie ID and Service-ID', async ({ page }) => {
  await page.goto('/support');
  const facts = page.getByTestId('support-facts');
  await expect(facts).toContainText(/Chrome \d+/);
  await expect(facts.locator('dd').nth(1)).toHaveText(/^[A-Za-z0-9_-]{21}$/);
  await expect(
    page.getByText('Bitte senden Sie uns diese Angaben per Chat oder per E-Mail an service@lindgard.at.'),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('catalogues are ordered with the address rules and at least one catalogue', async ({ page }) => {
  await page.goto('/katalog');
  await expectInteractive(page.getByRole('button', { name: 'Katalog kostenlos bestellen' }));
  await page.getByRole('button', { name: 'Katalog kostenlos bestellen' }).click();
  await expect(alert(page)).toHaveText('Fehler: Bitte füllen Sie alle Pflichtfelder aus.');
  await expect(page.getByText('Bitte wählen Sie mindestens einen Katalog aus')).toBeVisible();
  await expect(page.getByText('Bitte wählen Sie eine Anrede aus')).toBeVisible();
  await expect(page.getByText('Straße ist ein Pflichtfeld')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Modekatalog').check();
  await page.getByRole('radio', { name: 'Frau' }).check();
  await page.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Anna');
  await page.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Muster');
  await page.getByRole('textbox', { name: 'Straße', exact: true }).fill('Herrengasse');
  await page.getByRole('textbox', { name: 'Hausnummer', exact: true }).fill('5');
  await page.getByRole('textbox', { name: 'PLZ', exact: true }).fill('12');
  await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Graz');
  await page.getByRole('button', { name: 'Katalog kostenlos bestellen' }).click();
  await expect(page.getByText('Bitte geben Sie min 3 Zeichen ein')).toBeVisible();
  await page.getByRole('textbox', { name: 'PLZ', exact: true }).fill('8010');
  await page.getByRole('button', { name: 'Katalog kostenlos bestellen' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Erfolg: Vielen Dank! Ihr Katalog ist in wenigen Tagen bei Ihnen.',
  );
});

test('newsletter: no one under 18; the code arrives only after confirmation; unsubscribe', async ({
  page,
  request,
}) => {
  const email = `news.${Date.now()}@example.at`;
  await page.goto('/newsletter/subscribe');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByLabel('Geburtsdatum').fill('2012-03-04');
  await page.getByRole('button', { name: 'Newsletter abonnieren' }).click();
  await expect(page.getByText('Die Anmeldung zum Newsletter ist erst ab 18 Jahren möglich.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Geburtsdatum').fill('1990-03-04');
  await page.getByRole('button', { name: 'Newsletter abonnieren' }).click();
  await expect(page.getByRole('status')).toContainText('Bitte bestätigen Sie Ihre Anmeldung');
  expect(await mails(request, email, 'newsletterCode')).toEqual([]);

  const [doi] = await mails(request, email, 'newsletterDoi');
  const link = new URL(/http\S+\/newsletter\/activate\?token=\S+/.exec(doi!)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Ihre Anmeldung war erfolgreich.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const codes = await mails(request, email, 'newsletterCode');
  expect(codes).toHaveLength(1);
  expect(codes[0]).toMatch(/\bNL[A-Z0-9]{8}\b/);
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Sie haben Ihre Anmeldung bereits bestätigt.')).toBeVisible();

  await page.goto('/newsletter/unsubscribe');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('button', { name: 'Abbestellen' }).click();
  await expect(page.getByRole('status')).toHaveText('Erfolg: Sie wurden vom Newsletter abgemeldet.');
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/newsletter/update-data');
  await expect(
    page.getByText(
      'Um Ihre Newsletter-Daten zu ändern, melden Sie sich bitte über unseren Kundenservice an.',
    ),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('tracking opt-out: success, then already objected; an unknown provider', async ({ page }) => {
  await page.goto('/optout?provider=analytics');
  expect(await axeViolations(page)).toEqual([]);
  await expectInteractive(page.getByRole('button', { name: 'Widersprechen' }));
  await page.getByRole('button', { name: 'Widersprechen' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Erfolg: Ihr Widerspruch wurde gespeichert\./);
  await page.reload();
  await expectInteractive(page.getByRole('button', { name: 'Widersprechen' }));
  await page.getByRole('button', { name: 'Widersprechen' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Info: Sie haben bereits widersprochen\./);
  await page.goto('/optout?provider=gibtsnicht');
  await expect(alert(page)).toHaveText('Fehler: Die angegebene URL existiert nicht.');
});
