import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { query } from './support/database';

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
  await expect(alert(page)).toHaveText('Fehler: Bitte füllen Sie alle Pflichtfelder aus.');
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
    'Fehler: Die Anmeldung ist fehlgeschlagen. Bitte prüfen Sie E-Mail-Adresse bzw. Kundennummer und Passwort.',
  );
  await logIn(page, '12345', 'egal-egal');
  await expect(alert(page)).toHaveText('Fehler: Die Kundennummer besteht aus 6 - 8 Zahlen.');

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
    'Fehler: Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 1 Minute erneut oder setzen Sie Ihr Passwort zurück.',
  );
});

/** A new customer registered in the browser (the browser is logged in); their e-mail address. */
async function registerInBrowser(page: Page): Promise<string> {
  const email = `vera.${Date.now()}@example.at`;
  await page.goto('/customer/register');
  await page.getByLabel('Frau').check();
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Vera');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Muster');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('sommer-2026');
  await page.getByRole('button', { name: 'Kundenkonto anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Vera Muster' })).toBeVisible();
  return email;
}

test('a bounce reported by the mail provider tells the customer to call customer service until the operator lifts it', async ({
  page,
  request,
}) => {
  const email = await registerInBrowser(page);
  const bounces = (method: 'post' | 'delete', options: Parameters<APIRequestContext['post']>[1] = {}) =>
    request[method]('/api/operator/bounces', { ...options, headers: { authorization: OPERATOR } });
  // without the operator's token the endpoint does not exist; bad reports get a clear error
  expect(
    (await request.post('/api/operator/bounces', { data: { address: email, type: 'hard' } })).status(),
  ).toBe(404);
  const bad = await bounces('post', { data: { address: email, type: 'lost' } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ error: 'type: one of hard, soft, complaint' });
  expect((await bounces('post', { data: 'not json' })).status()).toBe(400);

  const reported = await bounces('post', {
    data: { address: email, type: 'hard', detail: '550 5.1.1 user unknown' },
  });
  expect(await reported.json()).toEqual({ suppressed: true, accounts: 1 });
  await page.goto('/customer');
  await expect(
    page.getByText(
      'An Ihre E-Mail-Adresse können keine E-Mails zugestellt werden. Bitte wenden Sie sich an unseren Kundenservice unter',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bestätigungs-E-Mail senden' })).toHaveCount(0);

  const lifted = await request.delete(`/api/operator/bounces?address=${encodeURIComponent(email)}`, {
    headers: { authorization: OPERATOR },
  });
  expect(await lifted.json()).toEqual({ lifted: true });
  await page.reload();
  await expect(page.getByText('Bitte bestätigen Sie Ihre E-Mail-Adresse')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bestätigungs-E-Mail senden' })).toBeVisible();
});

test('verification links: an expired one while the newest is on its way is pending; after a deletion request, no consent', async ({
  page,
  request,
}) => {
  const email = await registerInBrowser(page);
  // 'Erneut senden' once a mail is pending
  const send = page.getByRole('button', { name: /^(Bestätigungs-E-Mail senden|Erneut senden)$/ });
  // the hour's three verification mails
  for (let i = 0; i < 3; i++) {
    if (i > 0) await page.reload();
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: 'Erfolgreich gesendet.' })).toBeVisible();
  }
  const link = async (to: string) =>
    new URL(/http\S+\/email\/verify\?token=\S+/.exec(await lastMail(request, to, 'emailVerification'))![0]);
  const spent = await link(email);
  await query(`update mail_tokens set expires_at = now() - interval '1 minute' where email = $1`, [email]);
  await page.goto(spent.pathname + spent.search);
  await expect(page.getByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' })).toBeVisible();
  await expect(
    page.getByText(
      'Ihre Bestätigung steht noch aus: Wir haben Ihnen bereits einen neueren Link gesendet. Bitte verwenden Sie den Link aus unserer neuesten E-Mail.',
    ),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/customer');
  await logOut(page);
  const leaving = await registerInBrowser(page);
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'Erfolgreich gesendet.' })).toBeVisible();
  const unused = await link(leaving);
  await page.goto('/customer/delete-account');
  await page.getByRole('button', { name: 'Kundenkonto löschen' }).click();
  await page.getByRole('button', { name: 'Ja, löschen' }).click();
  await expect(
    page.getByText('Ihre Anfrage zur Löschung Ihres Kundenkontos ist bei uns eingegangen.'),
  ).toBeVisible();
  await page.goto(unused.pathname + unused.search);
  await expect(
    page.getByText(
      'Sie haben die Löschung Ihres Kundenkontos beantragt. Ihre E-Mail-Adresse wird daher nicht mehr bestätigt.',
    ),
  ).toBeVisible();
});
