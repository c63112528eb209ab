import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { editorHeaders } from './support/cms-api';
import { expectInteractive } from './support/interactive';

const port = Number(process.env.E2E_PORT ?? 3100);

test('the footer shows the editors’ hotline, help links and payment logos (PageFooter, GlobalContent)', async ({
  page,
  request,
}) => {
  await page.goto('/content/agb');
  const footer = page.locator('footer [data-cms="footer"]');
  await expect(footer.getByRole('heading', { name: 'Kundenservice und Bestellannahme' })).toBeVisible();
  await expect(footer.getByRole('link', { name: '0316 606 888' })).toHaveAttribute('href', 'tel:0316606888');
  await expect(footer.getByRole('heading', { name: 'Hilfe' })).toBeVisible();
  await expect(footer.getByRole('link')).toHaveText([
    '0316 606 888',
    'Häufige Fragen',
    'Fragen zur Lieferung',
    'Kontaktformular',
  ]);
  await expect(footer.getByRole('heading', { name: 'Zahlungsarten' })).toBeVisible();
  const logos = footer.getByRole('img');
  await expect(logos).toHaveCount(5);
  await expect(logos.first()).toHaveAttribute('alt', 'Kauf auf Rechnung');
  const src = await logos.first().getAttribute('src');
  const image = await request.get(src!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  for (const href of await footer
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')!).filter((h) => h.startsWith('/'))))
    expect((await request.get(href)).status(), href).toBe(200);
  // a shop without footer entries keeps its built-in footer
  const czech = await request.get('/', { headers: { host: `mirella-cz.localhost:${port}` } });
  expect(await czech.text()).not.toContain('data-cms="footer"');
});

test('?localeTexts=true shows a translator the message keys, in the static parts too; every other visitor keeps the texts', async ({
  request,
}) => {
  // the parts are drawn for a visitor first (and kept), then asked for with keys, then again
  const before = await (await request.get('/content/impressum')).text();
  expect(before).toContain('>Mein Konto<');
  const keys = await (await request.get('/content/impressum?localeTexts=true')).text();
  // the footer's service link, the header's account link, the legal navigation's name
  expect(keys).toContain('>footer.contact<');
  expect(keys).toContain('>header.customer<');
  expect(keys).toContain('aria-label="footer.legalLabel"');
  expect(keys).not.toContain('>Mein Konto<');
  expect(keys).not.toContain('aria-label="Rechtliches"');
  for (const path of ['/content/impressum', '/content/agb']) {
    const after = await (await request.get(path)).text();
    expect(after).toContain('>Mein Konto<');
    expect(after).toContain('aria-label="Rechtliches"');
    expect(after).not.toContain('footer.contact');
  }
});

test('the 404 page comes from the CMS with the shop’s phone, accessibly, and a published change shows at once', async ({
  page,
  request,
}) => {
  const response = await page.goto('/gibt-es-nicht/auch-nicht');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Diese Seite gibt es leider nicht.' }),
  ).toBeVisible();
  await expect(page.getByTestId('errorPageNotFound')).toContainText('rufen Sie uns an: 0316 606 888.');
  await expect(page.locator('[data-content-item="Checklist"]')).toContainText('So finden Sie weiter');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  const headers = await editorHeaders(request);
  const found = await request.get(
    '/cms/api/error-pages?where[kind][equals]=errorPageNotFound&where[shops][contains]=lindgard-at&locale=de-AT',
    { headers },
  );
  const entry = ((await found.json()) as { docs: { id: number; headline: string }[] }).docs[0]!;
  const patch = (headline: string) =>
    request.patch(`/cms/api/error-pages/${entry.id}?locale=de-AT`, {
      headers,
      data: { headline, _status: 'published' },
    });
  expect((await patch('Hoppla, diese Seite fehlt.')).status()).toBe(200);
  try {
    // the 404 renders are kept a minute per shop; a published change drops them
    await expect
      .poll(async () => (await request.get('/noch-eine-fehlende-seite')).text(), { timeout: 5_000 })
      .toContain('Hoppla, diese Seite fehlt.');
  } finally {
    expect((await patch(entry.headline)).status()).toBe(200);
  }
  // a shop without an error page in the CMS shows the built-in texts of its language
  const czech = await request.get('/neexistuje', { headers: { host: `mirella-cz.localhost:${port}` } });
  expect(czech.status()).toBe(404);
  expect(await czech.text()).not.toContain('data-content-item');
});

test('a dress shows the size table of women’s clothing from the CMS in a dialog; a lamp shows none', async ({
  page,
}) => {
  await page.goto('/mode/damen-kleider');
  await page.locator('main article a').first().click();
  await expect(page).toHaveURL(/\/p\/\d{6}/);
  const open = page.getByRole('button', { name: 'Größentabelle' });
  await expectInteractive(open);
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Größentabelle Damenmode' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('table')).toContainText('Hüftumfang');
  await expect(dialog.getByRole('row')).toHaveCount(9);
  const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/wohnen');
  await page.locator('main article a').first().click();
  await expect(page).toHaveURL(/\/p\/\d{6}/);
  await expect(page.getByRole('button', { name: 'Größentabelle' })).toHaveCount(0);
});
