import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Client } from 'pg';
import { embeddedLocation } from '@/server/db/embedded/embedded-location';

function database() {
  const url = process.env.DATABASE_URL?.trim() || embeddedLocation(process.env.DATA_DIR ?? 'data').url;
  return new Client({ connectionString: url });
}

async function query<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  const db = database();
  await db.connect();
  try {
    return (await db.query(sql, values)).rows as T[];
  } finally {
    await db.end();
  }
}

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(' ')})`);
}

test('a customer who bought a product reviews it once; another shopper finds it helpful and reports it', async ({
  page,
  browser,
}) => {
  test.slow();
  // a product the demo customer 123456 ordered in lindgard-at; a review of an earlier run is removed
  const [bought] = await query<{ id: string; master_key: string; customer_id: string }>(`
    select l.product_id as id, p.master_key, c.id as customer_id from customers c
      join orders o on o.customer_id = c.id join order_lines l on l.order_id = o.id
      join products p on p.id = l.product_id join styles s on s.master_key = p.master_key
     where c.customer_number = '123456' and o.shop_code = 'lindgard-at' and not s.is_free_gift
     order by l.product_id limit 1`);
  await query('delete from reviews where customer_id = $1 and master_key = $2', [
    bought!.customer_id,
    bought!.master_key,
  ]);

  await page.goto(`/p/${bought!.id}`);
  const section = page.getByRole('region', { name: 'Bewertungen' });
  await expect(section.getByRole('link', { name: 'Mehr zu unseren Bewertungsregeln' })).toHaveAttribute(
    'href',
    '/content/bewertungsrichtlinien',
  );
  await section.getByRole('button', { name: 'Bewertung schreiben' }).click();
  const dialog = page.getByRole('dialog', { name: 'Artikel bewerten' });
  await expect(dialog.getByText('Bitte melden Sie sich an, um diesen Artikel zu bewerten.')).toBeVisible();
  await dialog.getByRole('link', { name: 'Anmelden' }).click();
  await page.getByRole('textbox', { name: 'E-Mail-Adresse oder Kundennummer' }).fill('123456');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Lindgard2026');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(new RegExp(`/p/${bought!.id}$`));

  const title = `Passt perfekt ${Date.now()}`;
  const write = async () => {
    await section.getByRole('button', { name: 'Bewertung schreiben' }).click();
    await expect(dialog.getByText('* Pflichtfeld')).toBeVisible();
    await dialog.getByRole('group', { name: 'Gesamtbewertung' }).getByLabel('4 Sterne').check();
    await dialog.getByRole('textbox', { name: 'Titel' }).fill(title);
    await dialog
      .getByRole('textbox', { name: 'Ihre Bewertung' })
      .fill('Schöner Stoff, gute Verarbeitung und schnelle Lieferung.');
    await dialog.getByRole('textbox', { name: 'Nickname' }).fill('Anna aus Wien');
    await dialog.getByRole('group', { name: 'Qualität' }).getByLabel('5 – sehr gut').check();
    await dialog.getByRole('button', { name: 'Bewertung absenden' }).click();
  };
  await write();
  await expect(dialog.getByRole('status')).toHaveText(
    'Vielen Dank für Ihre Bewertung. Sie können dieses Fenster jetzt schließen.',
  );
  await expect(async () => {
    expect(await axeViolations(page)).toEqual([]);
  }).toPass();
  await dialog.getByRole('button', { name: 'Schließen' }).click();

  // a second review of the same product is refused with the spec's text
  await write();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Sie haben diesen Artikel bereits bewertet, eine erneute Bewertung ist leider nicht möglich.',
  );
  await dialog.getByRole('button', { name: 'Schließen' }).click();

  // another shopper sees the review, newest first, marked as a verified purchase (the cached page
  // is dropped when the statistics change)
  const other = await (await browser.newContext()).newPage();
  const review = other.getByRole('article', { name: title });
  await expect(async () => {
    await other.goto(`/p/${bought!.id}`);
    await expect(review).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(review.getByText('Verifizierter Kauf')).toBeVisible();
  await expect(review.getByText('Anna aus Wien am')).toBeVisible();
  await review.getByRole('button', { name: 'Ja, hilfreich (0)' }).click();
  await expect(review.getByRole('button', { name: 'Ja, hilfreich (1)' })).toBeDisabled();
  // the same shopper again, after a reload: the vote is counted once
  await expect(async () => {
    await other.reload();
    await review.getByRole('button', { name: /^Ja, hilfreich/ }).click({ timeout: 1_000 });
    await expect(review.getByRole('button', { name: 'Ja, hilfreich (1)' })).toBeDisabled({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await review.getByRole('button', { name: 'Bewertung von Anna aus Wien melden' }).click();
  await expect(review.getByRole('status')).toHaveText(
    'Vielen Dank, dass Sie diese Rezension gemeldet haben.',
  );
  await other.context().close();
});

test('the star filter and the distribution bars filter the list; without such reviews the spec text shows', async ({
  page,
}) => {
  const [product] = await query<{ id: string; review_count: number }>(`
    select p.id, s.review_count from review_statistics s join products p on p.master_key = s.master_key
     where s.shop_code = 'lindgard-at' and s.distribution[1] = 0 and s.distribution[5] > 0 and s.review_count >= 6
     order by p.id limit 1`);
  await page.goto(`/p/${product!.id}`);
  const section = page.getByRole('region', { name: 'Bewertungen' });
  await expect(page.getByRole('link', { name: `${product!.review_count} Bewertungen` })).toHaveAttribute(
    'href',
    '#bewertungen',
  );
  await section.getByRole('combobox', { name: 'Sterne' }).selectOption({ label: '1 Stern' });
  await expect(section.getByText('Es sind keine Bewertungen mit 1 Sternen vorhanden.')).toBeVisible();
  await section.getByRole('button', { name: /^5 Sterne: / }).click();
  await expect(section.getByRole('button', { name: /^5 Sterne: / })).toHaveAttribute('aria-pressed', 'true');
  const stars = section.getByRole('article').getByRole('img');
  await expect(stars.first()).toHaveAccessibleName('User ratings, 5 out of 5 stars');
  for (const name of await stars.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label'))))
    expect(name).toBe('User ratings, 5 out of 5 stars');
  await section
    .getByRole('combobox', { name: 'Sortieren nach' })
    .selectOption({ label: 'Hilfreichste zuerst' });
  await expect(section.getByRole('article').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
