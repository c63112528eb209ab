import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectInteractive } from './support/interactive';
import { SHOPS } from '../../src/lib/shop/shops';

const port = Number(process.env.E2E_PORT ?? 3100);
const LEGAL = [
  ['Impressum', 'Impressum'],
  ['AGB', 'Allgemeine Geschäftsbedingungen'],
  ['Datenschutz', 'Datenschutzhinweise'],
  ['Widerrufsbelehrung', 'Widerrufsbelehrung'],
  ['Barrierefreiheit', 'Erklärung zur Barrierefreiheit'],
  ['Nachhaltigkeit', 'Nachhaltigkeit'],
] as const;

test('the footer links every legal page of the CMS, each with its content and no accessibility violations', async ({
  page,
}) => {
  await page.goto('/');
  const legal = page.getByRole('navigation', { name: 'Rechtliches' });
  for (const [link, heading] of LEGAL) {
    await legal.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} | Lindgard`);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }
  await page.goto('/content/impressum');
  await expect(page.getByText('Lindgard Versandhandel GmbH').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /service@/ }).first()).toHaveAccessibleName(
    /Opens your email client/,
  );
});

test('the terms have a table of contents that leads to their sections', async ({ page }) => {
  await page.goto('/content/agb');
  const toc = page.getByRole('navigation', { name: 'Inhalt' });
  await toc.getByRole('link', { name: '7. Rücktrittsrecht' }).click();
  await expect(page).toHaveURL(/#7-ruecktrittsrecht$/);
  await expect(page.getByRole('heading', { name: '7. Rücktrittsrecht' })).toHaveAttribute(
    'id',
    '7-ruecktrittsrecht',
  );
});

test('the FAQ accordion opens at its default item and, closing one, opens the next (spec S4)', async ({
  page,
}) => {
  await page.goto('/content/kundenservice/faq');
  const first = page.getByRole('button', { name: 'Wie kann ich bestellen?' });
  const second = page.getByRole('button', { name: 'Welche Zahlungsarten gibt es?' });
  const third = page.getByRole('button', { name: 'Wie sende ich Artikel zurück?' });
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Wie kann ich bestellen?' })).toContainText(
    'Direktbestellschein',
  );
  // content pages come from the page cache: their scripts start after the first paint
  await expectInteractive(second);
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(third).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('main').getByRole('link', { name: /0316 606 888/ })).toHaveAttribute(
    'href',
    'tel:0316606888',
  );
});

test('a content page exists only where it has texts: unknown slugs and other locales answer 404', async ({
  request,
}) => {
  expect((await request.get('/content/gibt-es-nicht')).status()).toBe(404);
  expect((await request.get('/content/Impressum%3Cscript%3E')).status()).toBe(404);
  const austrian = await request.get('/content/impressum');
  expect(austrian.status()).toBe(200);
  // hreflang names the sister shops that have the page in their language
  // (metadata may stream after the head: the whole document is searched)
  const html = await austrian.text();
  for (const locale of ['de-AT', 'de-DE', 'de-CH', 'fr-CH'])
    expect(html).toContain(`rel="alternate" hrefLang="${locale}"`);
  // the design elements exist in the Austrian shops only: 404 in Germany, never the Austrian text
  // (Node's resolver does not know *.localhost: the server on loopback with the sibling's host)
  const german = await request.get(`http://127.0.0.1:${port}/content/gestaltungselemente`, {
    headers: { host: `lindgard-de.localhost:${port}` },
  });
  expect(german.status()).toBe(404);
  expect((await german.text()).includes('Gestaltungselemente')).toBe(false);
  const designAt = await request.get('/content/gestaltungselemente');
  expect((await designAt.text()).includes('rel="alternate" hrefLang="de-DE"')).toBe(false);
  // the German imprint is the German company's own, not the Austrian text
  const imprint = await request.get(`http://127.0.0.1:${port}/content/impressum`, {
    headers: { host: `lindgard-de.localhost:${port}` },
  });
  expect(imprint.status()).toBe(200);
  expect((await imprint.text()).includes('§ 5 DDG')).toBe(true);
});

test('every shop of the family has its legal and service pages: each footer link answers 200 in the shop’s language', async ({
  request,
}) => {
  for (const shop of SHOPS) {
    const host = { host: `${shop.code}.localhost:${port}` };
    const home = await (await request.get('/', { headers: host })).text();
    const links = [...new Set([...home.matchAll(/href="(\/content\/[^"#?]+)"/g)].map((m) => m[1]!))];
    expect(links.length, shop.code).toBeGreaterThanOrEqual(7);
    for (const link of links) {
      const response = await request.get(link, { headers: host });
      expect(response.status(), `${shop.code} ${link}`).toBe(200);
      const html = await response.text();
      expect(html, `${shop.code} ${link}`).toContain(`<html lang="${shop.locale}"`);
      expect(html, `${shop.code} ${link}`).toMatch(/<h1[^>]*>[^<]{3,}<\/h1>/);
    }
  }
});
