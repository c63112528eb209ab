import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectInteractive } from './support/interactive';
import persisted from '../../src/graphql/generated/persisted-operations.json';
import { query } from './support/database';
import { logInToCmsAdmin } from './support/cms-admin';

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
  await expectInteractive(section.getByRole('button', { name: 'Bewertung schreiben' }));
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
    await expectInteractive(section.getByRole('button', { name: 'Bewertung schreiben' }));
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
    'Erfolg: Vielen Dank für Ihre Bewertung. Sie können dieses Fenster jetzt schließen.',
  );
  await expect(async () => {
    expect(await axeViolations(page)).toEqual([]);
  }).toPass();
  await dialog.getByRole('button', { name: 'Schließen' }).click();

  // a second review of the same product is refused with the spec's text
  await write();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Fehler: Sie haben diesen Artikel bereits bewertet, eine erneute Bewertung ist leider nicht möglich.',
  );
  await dialog.getByRole('button', { name: 'Schließen' }).click();

  // another shopper sees the review, newest first, marked as a verified purchase (the cached page
  // is dropped when the statistics change)
  const other = await (await browser.newContext()).newPage();
  const review = other.getByRole('article', { name: title });
  // the list is loaded when the shopper scrolls towards it
  const reviewsHeading = other.getByRole('heading', { name: 'Bewertungen', level: 2 });
  await expect(async () => {
    await other.goto(`/p/${bought!.id}`);
    await reviewsHeading.scrollIntoViewIfNeeded();
    await expect(review).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(review.getByText('Verifizierter Kauf')).toBeVisible();
  await expect(review.getByText('Anna aus Wien am')).toBeVisible();
  await expectInteractive(review.getByRole('button', { name: 'Ja, hilfreich (0)' }));
  await review.getByRole('button', { name: 'Ja, hilfreich (0)' }).click();
  await expect(review.getByRole('button', { name: 'Ja, hilfreich (1)' })).toBeDisabled();
  await expect(review.getByRole('status')).toHaveText('Erfolg: Danke für Ihre Rückmeldung.');
  // the same shopper again, after a reload: the vote is counted once
  await expect(async () => {
    await other.reload();
    await reviewsHeading.scrollIntoViewIfNeeded();
    await expectInteractive(review.getByRole('button', { name: /^Ja, hilfreich/ }));
    await review.getByRole('button', { name: /^Ja, hilfreich/ }).click({ timeout: 1_000 });
    await expect(review.getByRole('button', { name: 'Ja, hilfreich (1)' })).toBeDisabled({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await review.getByRole('button', { name: 'Bewertung von Anna aus Wien melden' }).click();
  await expect(review.getByRole('status')).toHaveText(
    'Erfolg: Vielen Dank, dass Sie diese Rezension gemeldet haben.',
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
  await expectInteractive(section.getByRole('combobox', { name: 'Sterne' }));
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

test('a moderator removes a reported review in the CMS admin and the statistics change within 5 s', async ({
  page,
}) => {
  const [review] = await query<{ id: string; title: string; product_id: string }>(`
    select r.id, r.title, r.product_id from reviews r
     where r.shop_code = 'lindgard-at' and r.status = 'published' and r.report_count = 0
     order by r.created_at limit 1`); // the queue shows the oldest first
  const title = `Gemeldet ${Date.now()}`;
  await query(`update reviews set report_count = 1, title = $2 where id = $1`, [review!.id, title]);
  /** the statistics as the API answers them (a persisted GET, as the shop's pages send it) */
  const statistics = async () => {
    const params = new URLSearchParams({
      operationName: 'reviewStatistics',
      variables: JSON.stringify({ productId: review!.product_id, locale: 'de-AT' }),
      extensions: JSON.stringify({
        persistedQuery: { version: 1, sha256Hash: persisted.reviewStatistics.hash },
      }),
    });
    const res = await page.request.get(`/graphql?${params}`, { headers: { accept: 'application/json' } });
    return ((await res.json()) as { data: { reviewStatistics: { totalReviewCount: number } } }).data
      .reviewStatistics.totalReviewCount;
  };
  const before = await statistics();

  await logInToCmsAdmin(page);
  await expect(page.getByRole('link', { name: 'Reviews to moderate' })).toHaveAttribute(
    'href',
    '/admin/reviews',
  );
  await page.goto('/admin/reviews');
  const item = page.getByRole('article', { name: new RegExp(title) });
  await expect(item.getByText('published, 1 report(s)')).toBeVisible();
  await expectInteractive(item.getByRole('button', { name: 'Remove' }));
  await item.getByRole('button', { name: 'Remove' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Not saved: a removal needs a reason.' }),
  ).toBeVisible();
  await expectInteractive(item.getByRole('textbox', { name: 'Reason for removal' }));
  await item.getByRole('textbox', { name: 'Reason for removal' }).fill('Beleidigend');
  await expectInteractive(item.getByRole('button', { name: 'Remove' }));
  const removedAt = Date.now();
  await item.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\.$/ })).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect.poll(statistics, { timeout: 5_000 }).toBe(before - 1);
  expect(Date.now() - removedAt).toBeLessThan(5_000);
  const [stored] = await query<{ status: string; moderation_reason: string; moderated_by: string }>(
    'select status, moderation_reason, moderated_by from reviews where id = $1',
    [review!.id],
  );
  expect(stored).toEqual({
    status: 'removed',
    moderation_reason: 'Beleidigend',
    moderated_by: 'cms-admin@shop.local',
  });
});
