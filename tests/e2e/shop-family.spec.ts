import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SHOPS } from '../../src/lib/shop/shops';
import type { ShopConfig } from '../../src/lib/shop/shop';
import { addFirstOrderableSize } from './support/add-to-basket';
import { expectInteractive } from './support/interactive';

const port = Number(process.env.E2E_PORT ?? 3100);
const SYMBOL = { EUR: '€', CHF: 'CHF', CZK: 'Kč', SEK: 'kr' } as const;
const originOf = (code: string) => `http://${code}.localhost:${port}`;

type Messages = Record<string, Record<string, string>>;
const messagesOf = (shop: ShopConfig): Messages =>
  JSON.parse(
    readFileSync(path.join(process.cwd(), 'messages', `${shop.locale}.json`), 'utf8')
      .replaceAll('{brand}', shop.brand)
      .replaceAll('{legalName}', shop.legalName),
  ) as Messages;

/** de-AT message values no other locale shares: German text that must never show in a non-German shop. */
const germanOnly = (() => {
  const flat = (tree: unknown, out: string[] = []): string[] => {
    if (typeof tree === 'string') out.push(tree);
    else if (tree && typeof tree === 'object') for (const v of Object.values(tree)) flat(v, out);
    return out;
  };
  const read = (locale: string) =>
    JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'));
  const others = new Set(['fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK'].flatMap((l) => flat(read(l))));
  return flat(read('de-AT'))
    .flatMap((v) => v.split(/\{[^}]*\}/))
    .map((part) => part.trim())
    .filter(
      (part) => part.length >= 12 && /[a-zäöüß]{4}/i.test(part) && ![...others].some((o) => o.includes(part)),
    );
})();

async function expectNoGermanText(page: Page) {
  expect(germanOnly.length).toBeGreaterThan(300);
  const text = await page.locator('body').innerText();
  expect(germanOnly.filter((german) => text.includes(german))).toEqual([]);
}

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

test('an unknown host answers 404 with \'Shop "{code}" is not configured\'', async ({ page }) => {
  const response = await page.goto(`${originOf('nope')}/mode`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop "nope" is not configured');
});

for (const shop of SHOPS) {
  test(`${shop.code}: home, a filtered listing, a product, search, basket and checkout in ${shop.locale}`, async ({
    page,
  }) => {
    const origin = originOf(shop.code);
    const m = messagesOf(shop);

    // home in the shop's language and theme
    await page.goto(`${origin}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', shop.locale);
    await expect(page.locator('html')).toHaveAttribute('data-theme', shop.theme);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.home!.headline!);
    await expect(page.getByRole('link', { name: m.header!.basket! })).toBeVisible();
    const german = shop.locale.startsWith('de-');
    if (!german) await expectNoGermanText(page);

    // search with a suggestion, typed into the header field
    const field = page.getByRole('combobox', { name: m.header!.searchLabel! });
    await expectInteractive(field);
    const nav = page.getByRole('navigation', { name: m.header!.navigationLabel! });
    const section = nav.getByRole('link').first();
    const sectionName = (await section.innerText()).trim();
    await field.fill(sectionName.slice(0, 3));
    const suggestions = page.getByRole('listbox', { name: m.header!.suggestionsLabel! });
    await expect(suggestions.getByRole('option').first()).toBeVisible();

    // a listing with a filter (sale only), in the shop's language
    const sectionPath = (await section.getAttribute('href'))!;
    await page.goto(`${origin}${sectionPath}?sale=true`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(m.listing!.totalProducts!)).toBeAttached();
    const firstTile = page.locator('#product-grid article a').first();
    await expect(firstTile).toBeVisible();
    if (!german) await expectNoGermanText(page);

    // a product page, a size into the basket
    await firstTile.click();
    await expect(page).toHaveURL(/\/p\/\d{6}/);
    await expect(page.locator('html')).toHaveAttribute('lang', shop.locale);
    if (!german) await expectNoGermanText(page);
    const addButton = page.getByRole('button', { name: m.basket!.addToBasket! });
    await expectInteractive(addButton);
    await addButton.click();
    const sizeDialog = page.getByRole('dialog', { name: m.product!.chooseSize! });
    await expect(sizeDialog).toBeVisible();
    await sizeDialog.locator('button[aria-pressed]:not(.line-through)').first().click();
    await page.getByRole('button', { name: m.basket!.addToBasket! }).click();
    const overlay = page.getByRole('dialog', { name: m.basket!.added! });
    await expect(overlay).toBeVisible();
    await overlay.getByRole('link', { name: m.basket!.toBasket! }).click();

    // the basket and the checkout's first step
    await expect(page).toHaveURL(/\/basket$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.basket!.title!);
    await expect(page.getByTestId('basket-item')).toHaveCount(1);
    if (!german) await expectNoGermanText(page);
    await expect(page.getByTestId('basket-totals')).toContainText(m.basketTotals!.items!);
    // amounts in the shop's currency, from its price list
    await expect(page.getByTestId('basket-totals')).toContainText(SYMBOL[shop.currency]);
    await page.getByRole('link', { name: m.basket!.toCheckout! }).click();
    await expect(page).toHaveURL(/\/checkout/);
    await expect(page.getByRole('heading', { name: m.account!.loginOrGuestHeading! })).toBeVisible();
  });
}

test('a basket in one shop does not appear in another', async ({ page }) => {
  const at = originOf('lindgard-at');
  await page.goto(`${at}/mode/damen-kleider`);
  await page.locator('#product-grid article a').first().click();
  await addFirstOrderableSize(page);
  // the AT session cookie, carried over to the DE shop's host, is no session there
  const cookies = await page.context().cookies(at);
  const session = cookies.find((c) => c.name === 'shop_session')!;
  await page.context().addCookies([{ ...session, domain: 'lindgard-de.localhost' }]);
  await page.goto(`${originOf('lindgard-de')}/basket`);
  await expect(page.getByTestId('basket-empty')).toBeVisible();
  await page.goto(`${at}/basket`);
  await expect(page.getByTestId('basket-item')).toHaveCount(1);
});

test('product pages list their siblings as hreflang alternates, each answering with the same product', async ({
  page,
  request,
}) => {
  const at = originOf('lindgard-at');
  await page.goto(`${at}/mode/damen-kleider`);
  await page.locator('#product-grid article a').first().click();
  await expect(page).toHaveURL(/\/p\/\d{6}/);
  const id = /\/p\/(\d{6})/.exec(page.url())![1]!;
  // as a crawler loads it: the page itself, not reached by client navigation
  await page.goto(`${at}/p/${id}`);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')] as const));
  expect(alternates.map(([lang]) => lang).sort()).toEqual(['de-AT', 'de-CH', 'de-DE', 'fr-CH']);
  for (const [, href] of alternates) {
    expect(href).toMatch(new RegExp(`/p/${id}$`));
    // Node's resolver does not know *.localhost: ask the server on loopback with the sibling's host
    const url = new URL(href!);
    const response = await request.get(`http://127.0.0.1:${port}${url.pathname}`, {
      headers: { host: url.host },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`/p/${id}`);
  }
});

for (const code of ['lindgard-chfr', 'mirella-cz']) {
  test(`${code}: listing and product page pass axe`, async ({ page }) => {
    const origin = originOf(code);
    await page.goto(`${origin}/`);
    const href = await page
      .getByRole('navigation', {
        name: messagesOf(SHOPS.find((s) => s.code === code)!).header!.navigationLabel!,
      })
      .getByRole('link')
      .first()
      .getAttribute('href');
    await page.goto(`${origin}${href}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#product-grid article a').first().click();
    await expect(page).toHaveURL(/\/p\/\d{6}/);
    expect(await axeViolations(page)).toEqual([]);
  });
}
