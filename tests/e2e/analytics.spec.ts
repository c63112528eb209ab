import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { addFirstOrderableSize } from './support/add-to-basket';
import { query } from './support/database';
import { logInToCmsAdmin } from './support/cms-admin';
import { acceptAllCookies } from './support/accept-cookies';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- stored event data

/** Requests to the shop's collector, and tracking calls to the recommendation service, as they go out. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/api/events')) calls.push(request.postData() ?? '');
    if (url.includes('/graphql') && /track\w*GkAir/.test(request.postData() ?? '')) calls.push('gkAir');
  });
  return calls;
}

async function visitorOf(context: BrowserContext): Promise<string | null> {
  return (await context.cookies()).find((c) => c.name === 'shop_cid')?.value ?? null;
}

async function storedEvents(visitor: string): Promise<{ event: string; version: string; data: Json }[]> {
  return query(
    'select event, version, data from analytics_events where visitor_id = $1 order by occurred_at',
    [visitor],
  );
}

async function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry): entry is { event: string } => typeof (entry as { event?: unknown }).event === 'string')
      .map((entry) => entry.event),
  );
}

/**
 * The product page of a dress from the listing, its first orderable size in the basket. `tracked`:
 * the shopper scrolls the first tile into view and looks at it until its impression is reported (at
 * 1280 × 720 the header and filters leave a third of a tile visible, below the 75 % threshold; and a
 * click before the page's scripts have started is an ordinary link that no script sees).
 */
async function listingProductBasket(page: Page, { tracked = false } = {}): Promise<string> {
  await page.goto('/mode/damen-kleider');
  await expect(page.locator('#product-grid article').first()).toBeVisible();
  if (tracked) {
    await page
      .locator('#product-grid article')
      .first()
      .evaluate((tile) => tile.scrollIntoView({ block: 'center' }));
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window.dataLayer ?? []).some(
            (entry) => (entry as { ecom?: { action?: string } }).ecom?.action === 'productListImpression',
          ),
        ),
      )
      .toBe(true);
  }
  await page.locator('#product-grid article a').first().click();
  await expect(page).toHaveURL(/\/p\/\d{6}/);
  const productId = /\/p\/(\d{6})/.exec(page.url())![1]!;
  await addFirstOrderableSize(page);
  return productId;
}

/** Orders the basket as a guest on invoice, from the checkout to the thanks page. */
async function guestOrderOnInvoice(page: Page): Promise<void> {
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Als Gast bestellen' }).click();
  await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill('events@example.at');
  await page.getByRole('radio', { name: 'Frau' }).check();
  await page.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Eva');
  await page.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Muster');
  await page.getByRole('textbox', { name: 'Straße', exact: true }).fill('Ringstraße');
  await page.getByRole('textbox', { name: 'Hausnummer', exact: true }).fill('1');
  await page.getByRole('textbox', { name: 'PLZ', exact: true }).fill('1010');
  await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Wien');
  await page.getByRole('button', { name: 'Weiter' }).click();
  const delivery = page.getByTestId('checkout-step-delivery');
  await expect(delivery.getByRole('radio', { name: /Standardlieferung/ })).toBeChecked();
  // the address step's save has come back from the server
  await expect(page.getByTestId('checkout-step-addresses')).toContainText('Ringstraße 1');
  await delivery.getByRole('button', { name: 'Weiter' }).click();
  const payment = page.getByTestId('checkout-step-payment');
  await payment.getByRole('radio', { name: /Kauf auf Rechnung/ }).check();
  await payment.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByTestId('checkout-step-review').getByTestId('checkout-totals')).toContainText(
    'Summe Artikel',
  );
  await page
    .getByTestId('checkout-step-review')
    .getByRole('button', { name: 'Zahlungspflichtig bestellen' })
    .click();
  await expect(page).toHaveURL(/\/thanks\?order=\d{8}$/);
}

test('reject all: browsing and adding to the basket send no analytics or tracking call', async ({ page }) => {
  // the default state of the browser tests is a stored "reject all" (tests/e2e/support/consent-state.ts)
  const calls = recordCalls(page);
  await listingProductBasket(page);
  // leaving the page is when the tracker sends what it holds
  await page.goto('/basket');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(calls).toEqual([]);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain(
    'content_variant_test_lindgard-at',
  );
  expect(await dataLayerEvents(page)).not.toContain('productList');
});

test('accept all: listing, product view, add to basket and order reach the collector as schema-valid events; a withdrawal stops them', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/');
  await acceptAllCookies(page);
  const productId = await listingProductBasket(page, { tracked: true });
  const visitor = (await visitorOf(context))!;
  expect(visitor).toMatch(/^[A-Za-z0-9_-]{21}$/);

  await guestOrderOnInvoice(page);
  const orderNumber = new URL(page.url()).searchParams.get('order')!;
  // the data layer has them for a tag manager as well
  await expect.poll(() => dataLayerEvents(page)).toContain('transaction');
  await page.goto('/mode/damen-kleider');

  await expect
    .poll(async () => (await storedEvents(visitor)).map((e) => e.event), { timeout: 15_000 })
    .toEqual(
      expect.arrayContaining(['consent', 'cookieBanner', 'productList', 'product', 'ecom', 'transaction']),
    );
  const events = await storedEvents(visitor);
  expect(new Set(events.map((e) => e.version))).toEqual(new Set(['1-0-0']));
  const listing = events.find((e) => e.event === 'productList')!.data;
  expect(listing).toMatchObject({
    listType: 'plp',
    rankingGroup: 'default',
    sortKey: 'sortKey',
    saleFilter: false,
    pagination: 1,
    breadcrumb: 'Mode/Damenmode/Damenkleider',
    pinnedProductIds: [],
    popupProductId: null,
  });
  expect(listing.productIds).toContain(productId);
  expect(listing.results).toBeGreaterThanOrEqual(listing.productIds.length);
  expect(listing.masterKeys.length).toBeGreaterThan(0);
  expect(events.find((e) => e.event === 'product')!.data).toMatchObject({
    action: 'view',
    product: { id: productId },
    listOrigin: 'plp',
  });
  const ecom = events.filter((e) => e.event === 'ecom').map((e) => e.data);
  expect(ecom.find((d) => d.action === 'addToCart')).toMatchObject({
    currency: 'EUR',
    products: [{ id: productId, quantity: 1 }],
  });
  // impressions of the tiles seen (at most 12 per event) and the click on the first tile
  const impressions = ecom.filter((d) => d.action === 'productListImpression');
  expect(impressions.length).toBeGreaterThan(0);
  expect(impressions.every((d) => d.products.length <= 12 && d.list === 'plp')).toBe(true);
  expect(impressions.flatMap((d) => d.products)).toContainEqual({ id: productId, position: 1, list: 'plp' });
  expect(ecom.find((d) => d.action === 'productListClick')).toMatchObject({
    list: 'plp',
    products: [{ id: productId, position: 1 }],
  });
  expect(ecom.filter((d) => d.action === 'checkout').map((d) => d.step)).toEqual(
    expect.arrayContaining([1, 2, 3, 4]),
  );
  const transaction = events.find((e) => e.event === 'transaction')!.data;
  expect(transaction).toMatchObject({
    orderNumber,
    currency: 'EUR',
    products: [{ id: productId, quantity: 1 }],
  });
  expect(transaction.value).toBeGreaterThan(0);
  expect(events.find((e) => e.event === 'consent')!.data).toMatchObject({ action: 'optIn' });
  // the content A/B test: a stable variation in its cookie, recorded as an experiment
  const variation = (await context.cookies()).find(
    (c) => c.name === 'content_variant_test_lindgard-at',
  )?.value;
  expect(variation).toMatch(/^[AB]$/);
  expect(events.filter((e) => e.event === 'experiment').map((e) => e.data)).toContainEqual({
    test: 'content_variant_test_lindgard-at',
    variation,
  });

  // withdrawal: only necessary cookies from now on, and no further event
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await page
    .getByRole('dialog', { name: 'Cookie-Einstellungen' })
    .getByRole('button', { name: 'Alle ablehnen' })
    .click();
  // the consent provider has passed the withdrawal on (its Consent Mode update denies analytics)
  await expect
    .poll(() =>
      page.evaluate(() => {
        const updates = (window.dataLayer as IArguments[]).filter(
          (e) => e[0] === 'consent' && e[1] === 'update',
        );
        return (updates.at(-1)?.[2] as Record<string, string> | undefined)?.analytics_storage;
      }),
    )
    .toBe('denied');
  const calls = recordCalls(page);
  await page.goto('/mode/damen-kleider?page=2');
  await expect(page.locator('#product-grid article').first()).toBeVisible();
  await page.goto('/mode/damen-kleider');
  await expect(page.locator('#product-grid article').first()).toBeVisible();
  expect(calls).toEqual([]);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('content_variant_test_lindgard-at');
  expect(
    (await storedEvents(visitor)).filter((e) => e.event === 'productList' && e.data.pagination === 2),
  ).toEqual([]);
  await context.close();
});

async function attributionCookies(context: BrowserContext): Promise<Record<string, string>> {
  return Object.fromEntries(
    (await context.cookies()).filter((c) => /^ecc/.test(c.name)).map((c) => [c.name, c.value] as const),
  );
}

test('attribution: an entry from a newsletter link and a later one from a search engine set the cookies only after consent; the order stores them', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=herbst');
  const banner = page.getByRole('dialog', { name: 'Cookie-Hinweis' });
  await expect(banner).toBeVisible();
  expect(await attributionCookies(context)).toEqual({});
  await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect
    .poll(() => attributionCookies(context))
    .toEqual({
      ecc: '600',
      eccMarketing: '000',
      eccCurrent: '600',
      eccCurrentMarketing: '000',
    });
  const cookie = (await context.cookies()).find((c) => c.name === 'ecc')!;
  // 30 days, SameSite Lax
  expect(cookie.sameSite).toBe('Lax');
  expect(Math.round((cookie.expires - Date.now() / 1000) / 86_400)).toBe(30);

  // a later visit from a search engine: its channel becomes the current and the overall one
  await page.goto('/mode/damen-kleider', { referer: 'https://www.google.at/' });
  await expect.poll(async () => (await attributionCookies(context)).eccCurrent).toBe('200');
  expect(await attributionCookies(context)).toMatchObject({ ecc: '200', eccCurrent: '200' });
  const visitor = (await visitorOf(context))!;
  await expect
    .poll(async () =>
      (await storedEvents(visitor)).filter((e) => e.event === 'marketing').map((e) => e.data.sourceType),
    )
    .toEqual(['QUERY', 'REFERRER']);

  await page.locator('#product-grid article a').first().click();
  await addFirstOrderableSize(page);
  await guestOrderOnInvoice(page);
  const orderNumber = new URL(page.url()).searchParams.get('order')!;
  const [order] = await query<{ attribution: Record<string, string> | null }>(
    'select attribution from orders where order_number = $1',
    [orderNumber],
  );
  expect(order!.attribution).toEqual({
    ecc: '200',
    eccMarketing: '000',
    eccCurrent: '200',
    eccCurrentMarketing: '000',
  });

  // withdrawing Targeting removes them
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await page
    .getByRole('dialog', { name: 'Cookie-Einstellungen' })
    .getByRole('button', { name: 'Alle ablehnen' })
    .click();
  await expect.poll(() => attributionCookies(context)).toEqual({});
  await context.close();
});

test('the operator sees the funnel, searches, web vitals and consent rates in the admin', async ({
  page,
}) => {
  await logInToCmsAdmin(page);
  await expect(page.getByRole('link', { name: 'Shop analytics' })).toHaveAttribute(
    'href',
    '/admin/analytics',
  );
  await page.goto('/admin/analytics?shop=lindgard-at&days=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop analytics' })).toBeVisible();
  // the order of the accept-all test above is in today's funnel row
  const funnel = page.getByRole('table', { name: 'Daily funnel (visitors per step, orders)' });
  const today = funnel.getByRole('row').nth(1).getByRole('cell');
  await expect(today.nth(1)).toHaveText('lindgard-at');
  expect(Number(await today.nth(6).innerText())).toBeGreaterThanOrEqual(1);
  const consent = page.getByRole('table', { name: 'Consent rates (latest choice of each visitor)' });
  await expect(consent.getByRole('row', { name: /Targeting \(C0004\)/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Shop' })).toHaveValue('lindgard-at');
});
