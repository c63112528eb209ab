import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** axe on the settled page: after a client navigation Next.js sets the new title a moment later */
const axeViolations = async (page: Page) => {
  await expect(page).toHaveTitle(/\S/);
  return (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
};

const OPERATOR = `Bearer ${process.env.OPERATOR_TOKEN ?? 'e2e-operator-token-0123456789abcdef'}`;

/** The newest mail of a kind to an address, from the operator's outbox. */
async function lastMail(request: APIRequestContext, to: string, kind: string): Promise<string> {
  const res = await request.get(`/api/operator/outbox?to=${encodeURIComponent(to)}&kind=${kind}&limit=1`, {
    headers: { authorization: OPERATOR },
  });
  expect(res.status()).toBe(200);
  const { mails } = (await res.json()) as { mails: { textBody: string }[] };
  expect(mails).toHaveLength(1);
  return mails[0]!.textBody;
}

/** The page's own alert (Next.js adds a route announcer with the same role). */
const alert = (page: Page) => page.getByRole('main').getByRole('alert');

async function logIn(page: Page, identifier: string, password: string) {
  await page.getByRole('textbox', { name: 'E-Mail-Adresse oder Kundennummer' }).fill(identifier);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
}

test('a shopper registers, logs out and in by e-mail and by customer number, and resets the password', async ({
  page,
  request,
}) => {
  const email = `anna.${Date.now()}@example.at`;
  await page.goto('/customer');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ihre Vorteile im Kundenkonto' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // registration: the spec's messages for an empty form, then a real account
  await page.getByRole('link', { name: 'Jetzt registrieren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kundenkonto anlegen' })).toBeVisible();
  await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
  await expect(alert(page)).toHaveText('Bitte füllen Sie alle Pflichtfelder aus.');
  await expect(page.getByText('Bitte wählen Sie eine Anrede aus')).toBeVisible();
  await expect(page.getByText('Vorname ist ein Pflichtfeld')).toBeVisible();
  await expect(page.getByText('Bitte geben Sie eine E-Mail-Adresse ein')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Frau').check();
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Anna');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Muster');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('sommer-2026');
  await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Anna Muster' })).toBeVisible();
  const numberText = await page.getByText(/^Kundennummer: \d{6,8}$/).innerText();
  const customerNumber = numberText.replace(/\D/g, '');
  await expect(page.getByText('Bitte bestätigen Sie Ihre E-Mail-Adresse')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // e-mail verification through the mailed link
  await page.getByRole('button', { name: 'Bestätigungs-E-Mail senden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Erfolgreich gesendet.' })).toBeVisible();
  const verifyLink = /http\S+\/email\/verify\?token=\S+/.exec(
    await lastMail(request, email, 'emailVerification'),
  )![0];
  await page.goto(new URL(verifyLink).pathname + new URL(verifyLink).search);
  await expect(page.getByText('Ihre E-Mail-Adresse wurde erfolgreich bestätigt.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/customer');
  await expect(page.getByText('Verifiziert')).toBeVisible();

  await logOut(page);
  await logIn(page, email, 'sommer-2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Anna Muster' })).toBeVisible();
  await logOut(page);
  await logIn(page, customerNumber, 'sommer-2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Anna Muster' })).toBeVisible();
  await logOut(page);

  // a wrong password is a clear error; a 5-digit number is refused as such
  await logIn(page, email, 'falsch-falsch');
  await expect(alert(page)).toHaveText(
    'Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse bzw. Kundennummer und Passwort.',
  );
  await logIn(page, '12345', 'egal-egal');
  await expect(alert(page)).toHaveText('Die Kundennummer besteht aus 6 - 8 Zahlen.');

  // the password reset through the mailed link
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort zurücksetzen' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-Mail-Adresse oder Kundennummer' }).fill(email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByRole('status')).toContainText('haben wir Ihnen eine E-Mail mit einem Link gesendet');
  expect(await axeViolations(page)).toEqual([]);
  const resetLink = /http\S+\/customer\/password-reset\?token=\S+/.exec(
    await lastMail(request, email, 'passwordReset'),
  )![0];
  const resetPath = new URL(resetLink).pathname + new URL(resetLink).search;
  await page.goto(resetPath);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Neues Passwort' }).fill('winter-2026');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Ihr Passwort wurde geändert.')).toBeVisible();
  // the link works once
  await page.goto(resetPath);
  await expect(page.getByText('Der Link ist leider nicht mehr gültig')).toBeVisible();
  await page.goto('/customer');
  await logIn(page, email, 'winter-2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Anna Muster' })).toBeVisible();
});

test('repeated wrong passwords lock the account for a while', async ({ page, request }) => {
  const email = `bea.${Date.now()}@example.at`;
  const res = await request.post('/graphql', {
    data: {
      query: `mutation { register(input: { salutation: "f", firstName: "Bea", lastName: "Beispiel",
        email: "${email}", password: "sommer-2026", locale: "de-AT" }) { customer { customerNumber } } }`,
    },
  });
  expect(res.ok()).toBe(true);
  await page.goto('/customer');
  for (let i = 0; i < 5; i++) {
    await logIn(page, email, `falsch-${i}-falsch`);
    await expect(alert(page)).toContainText('Die Anmeldung ist fehlgeschlagen.');
  }
  await logIn(page, email, 'sommer-2026');
  await expect(alert(page)).toHaveText(
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 1 Minute erneut oder setzen Sie Ihr Passwort zurück.',
  );
});
