import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createCategoryIndex } from '@/lib/category/tree';
import { ean13CheckDigit } from '@/lib/ean';
import { CATEGORY_TREE } from '@/server/catalog/category-tree-data';
import { cmsApi } from './support/cms-api';

/**
 * Issue 51: an editor with the merchandiser role loads a new style in /admin/catalogue from a
 * catalogue file (with its progress and report), publishes it there, changes a size's stock and
 * price, and the audit log shows the writes with before and after; the views are axe-clean.
 */

const DRESS = createCategoryIndex(CATEGORY_TREE)
  .visibleLeaves()
  .find((leaf) => leaf.productType === 'dress')!;
const ean = (first12: string) => `${first12}${ean13CheckDigit(first12)}`;

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('.gutter').analyze()).violations.map((v) => `${v.id}: ${v.help}`);

test('a merchandiser loads, publishes and reprices a style in /admin; the audit log shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const cms = await cmsApi(request);
  const email = `merchandising-${Date.now()}@shop.local`;
  const password = 'Katalog-Passwort-2026!';
  const editor = await cms.create('editors', { email, password, roles: ['merchandiser'], name: 'Mira' });
  const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
  const key = `E2E-${stamp}`;
  const colour = String(800_000 + (Number(stamp) % 100_000));
  const name = `Katalogkleid ${stamp}`;
  try {
    await page.goto('/admin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('link', { name: 'Katalog' })).toHaveAttribute('href', '/admin/catalogue');
    await page.goto('/admin/catalogue');
    await expect(page.getByRole('heading', { name: 'Katalog', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').first()).toContainText(/Styles, Seite 1 von/);
    expect(await axeViolations(page)).toEqual([]);

    // the catalogue file: a dry run names the bad row, the good file is loaded
    const header =
      'style;brand;brand_name;category;name_de;colour;colour_label;colour_code;colour_family;ean;size;stock;price_eur';
    const row = (size: string, s: number, price = '5999') =>
      `${key};e2e-marke;E2E Marke;${DRESS.id};${name};${colour};marine;#1f2a44;blau;${ean(`401${colour}${s}00`)};${size};5;${price}`;
    await page.getByLabel('Katalog-Datei (CSV, UTF-8)').setInputFiles({
      name: 'katalog.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, row('38', 0, '59.99'), row('40', 1)].join('\n')),
    });
    await page.getByLabel('Nur prüfen (nichts schreiben)').check();
    await page.getByRole('button', { name: 'Datei laden' }).click();
    await expect(page.getByText('Geprüft: 2 Zeilen, 1 Styles, 1 Fehler; nichts geschrieben.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'price_eur' })).toContainText(
      "'59.99' is not a whole number of cents",
    );
    await page.getByLabel('Katalog-Datei (CSV, UTF-8)').setInputFiles({
      name: 'katalog.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, row('38', 0), row('40', 1)].join('\n')),
    });
    await page.getByLabel('Nur prüfen (nichts schreiben)').uncheck();
    await page.getByRole('button', { name: 'Datei laden' }).click();
    await expect(
      page.getByText('Geladen: 2 Zeilen, 1 Styles, 0 Fehler; 1 Styles geschrieben.'),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // found by its key; a draft until published
    await page.getByLabel('Suche (Name, Artikelnummer, EAN oder Schlüssel)').fill(colour);
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.getByRole('link', { name: key }).click();
    await expect(page.getByRole('heading', { name: `${name} (${key})` })).toBeVisible();
    await expect(page.getByTestId('style-status')).toHaveText('Entwurf');
    expect((await request.get(`/p/${colour}`)).status()).toBe(404);
    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    await expect(page.getByTestId('style-status')).toHaveText('veröffentlicht');
    await expect
      .poll(async () => {
        const response = await request.get(`/p/${colour}`);
        return response.status() === 200 && (await response.text()).includes(name);
      })
      .toBe(true);

    // a size's stock and price changed in its form
    await page.getByLabel('Bestand marine 40 (000)', { exact: true }).fill('0');
    await page.getByLabel('Preis in Euro marine 38 (000)', { exact: true }).fill('49,99');
    await page.getByLabel('Alter Preis in Euro marine 38 (000)').fill('59,99');
    await page.getByRole('button', { name: 'marine speichern' }).click();
    await expect(page.getByText('Gespeichert.')).toBeVisible();
    await expect(page.getByLabel('Preis in Euro marine 38 (000)', { exact: true })).toHaveValue('49,99');
    await expect(page.getByLabel('Bestand marine 40 (000)', { exact: true })).toHaveValue('0');
    expect(await axeViolations(page)).toEqual([]);

    // the audit log: the load, the publication and the price, by the merchandiser, before and after
    await page.goto('/admin/audit-log');
    await page.getByLabel('Record id').fill(key);
    await page.getByRole('button', { name: 'Filter' }).click();
    const published = page.getByRole('row').filter({ hasText: 'publishProducts' });
    await expect(published).toContainText(email);
    await expect(published).toContainText('"status": "published"');
    await expect(published).toContainText('"status": "draft"');
    await expect(page.getByRole('row').filter({ hasText: 'upsertProducts' })).toContainText(email);
  } finally {
    await cms.remove('editors', editor);
  }
});
