import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { checkedPages } from '../../scripts/markup/checked-pages';
import { validateHtml } from '../../scripts/markup/vnu';
import { addFirstOrderableSize } from './support/add-to-basket';
import { htmlCodeSnifferErrors } from './support/html-codesniffer';
import { expectInteractive } from './support/interactive';

/** A new customer, registered through the API in the browser's context (so the browser is logged in). */
async function registerInBrowser(page: Page): Promise<void> {
  const res = await page.request.post('/graphql', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      query: `mutation r($input: RegisterInput!) { register(input: $input) { customer { customerNumber } } }`,
      variables: {
        input: {
          salutation: 'd',
          firstName: 'Vera',
          lastName: 'Prüfer',
          email: `vera.pruefer.${Date.now()}@example.at`,
          password: 'sommer-2026',
          locale: 'de-AT',
        },
      },
    },
  });
  expect((await res.json()).errors).toBeUndefined();
}

test('home, listing, product, search, basket, wishlist, customer, contact, checkout and direct order form pass the Nu HTML checker, axe and HTML_CodeSniffer (WCAG2AA)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/mode/damen-kleider');
  const href = await page.locator('#product-grid article a[href^="/p/"]').first().getAttribute('href');
  const product = href!.replace('/p/', '');
  await registerInBrowser(page);
  await page.goto(`/p/${product}`);
  const save = page.getByRole('button', { name: 'Merken', exact: true }).first();
  await expectInteractive(save);
  await save.click();
  await expect(page.getByRole('button', { name: 'Gemerkt', exact: true }).first()).toBeVisible();
  await addFirstOrderableSize(page);

  const served: { page: string; html: string }[] = [];
  const problems: string[] = [];
  for (const path of checkedPages(`/p/${product}`)) {
    // what the server sends, with this shopper's cookies (the page as crawlers and first paint see it)
    const answer = await page.request.get(path, { headers: { accept: 'text/html' } });
    expect(answer.status(), path).toBe(200);
    served.push({ page: path, html: await answer.text() });
    // the page as the shopper uses it, after its scripts ran
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main')).toBeVisible();
    for (const v of (await new AxeBuilder({ page }).analyze()).violations)
      problems.push(`${path} axe ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    for (const error of await htmlCodeSnifferErrors(page)) problems.push(`${path} HTML_CodeSniffer ${error}`);
  }
  for (const e of await validateHtml(served))
    problems.push(`${e.page} vnu line ${e.line}: ${e.message} — ${e.extract}`);
  expect(problems).toEqual([]);
});

test('the checkers find what they are for: a broken page fails each of them', async ({ page }) => {
  const broken =
    '<!DOCTYPE html><html lang="de"><head><title>x</title></head><body><main><ul><li value="2">a</li></ul>' +
    '<img src="/icon.svg"><p style="color:#eee;background:#fff">blass</p></main></body></html>';
  expect((await validateHtml([{ page: 'broken', html: broken }])).map((e) => e.message)).toEqual([
    expect.stringContaining('“value” not allowed on element “li”'),
    expect.stringContaining('An “img” element must have an “alt” attribute'),
  ]);
  await page.setContent(broken);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual(
    expect.arrayContaining(['image-alt', 'color-contrast']),
  );
  const sniffed = await htmlCodeSnifferErrors(page);
  expect(sniffed.some((e) => e.includes('1_1_1.H37'))).toBe(true);
  expect(sniffed.some((e) => e.includes('1_4_3.G18'))).toBe(true);
});
