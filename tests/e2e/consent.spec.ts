import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { COOKIES } from '@/lib/consent/cookie-registry';
import { holdScripts } from './support/hold-scripts';
import { expectInteractive } from './support/interactive';
import { query } from './support/database';

/**
 * How long the settings layer may take to open: on a busy server the consent manager asks for its
 * texts again after 1 s and 2 s (decision 0031), longer than an assertion's default 5 s allows.
 */
const SETTINGS_OPEN_MS = 10_000;

// these tests start as a first-time visitor: no stored choice
test.use({ storageState: { cookies: [], origins: [] } });

const NECESSARY = new Set(COOKIES.filter((c) => c.group === 'C0001').map((c) => c.name));

/** Every cookie and storage key the page has set: only those of the necessary group may be among them. */
async function nonEssentialStorage(page: Page, context: BrowserContext): Promise<string[]> {
  const cookies = (await context.cookies()).map((c) => c.name).filter((name) => !NECESSARY.has(name));
  const storage = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  return [...cookies, ...storage.map((key) => `storage:${key}`)];
}

async function storedChoice(context: BrowserContext): Promise<string[] | null> {
  const cookie = (await context.cookies()).find((c) => c.name === 'shop_consent');
  if (!cookie) return null;
  return (JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[] }).categories;
}

async function records(page: Page) {
  const visitor = (await page.context().cookies()).find((c) => c.name === 'shop_cid')!.value;
  return query<{ groups: string[]; action: string }>(
    'select groups, action from consent_records where visitor_id = $1 order by id',
    [visitor],
  );
}

/** Every cookie the browser holds that the cookie table does not list (names with {shop} per shop). */
async function unlistedCookies(context: BrowserContext): Promise<string[]> {
  const listed = COOKIES.map((c) => new RegExp(`^${c.name.replace('{shop}', '[a-z-]+')}$`));
  return (await context.cookies()).map((c) => c.name).filter((name) => !listed.some((l) => l.test(name)));
}

/** The layout shifts the page had so far (CLS without the shopper's own input), from the buffer. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const entries = observer.takeRecords() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[];
    observer.disconnect();
    return entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0);
  });
}

async function axeViolations(page: Page, layer = '#cc-main'): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).include(layer).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(' ')})`);
}

test('a first visit asks with the banner and sets nothing non-essential; reject all keeps it so, is recorded and not asked again', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const banner = page.getByRole('dialog', { name: 'Cookie-Hinweis' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading', { name: 'Ihre Privatsphäre ist uns wichtig' })).toBeVisible();
  await expect(banner.getByText('Wir haben diesen Hinweis geändert.')).toBeHidden();
  // the banner floats over the page: nothing below it moves
  expect(await layoutShift(page)).toBe(0);
  expect(await nonEssentialStorage(page, context)).toEqual([]);
  expect(await storedChoice(context)).toBeNull();
  expect(await axeViolations(page, '#shop-consent')).toEqual([]);
  // reject is as prominent as accept: the same size and the same style
  const accept = banner.getByRole('button', { name: 'Alle akzeptieren' });
  const reject = banner.getByRole('button', { name: 'Alle ablehnen' });
  const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(Math.round(r!.height)).toBe(Math.round(a!.height));
  expect(await reject.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    await accept.evaluate((el) => getComputedStyle(el).backgroundColor),
  );

  await reject.click();
  await expect(banner).toBeHidden();
  await expect.poll(() => storedChoice(context)).toEqual(['C0001']);
  expect(await nonEssentialStorage(page, context)).toEqual([]);
  await expect.poll(async () => (await records(page)).map((r) => r.action)).toEqual(['optOut']);
  // Consent Mode: everything but security denied
  const signals = await page.evaluate(() =>
    (window.dataLayer as IArguments[])
      .filter((entry) => entry[0] === 'consent' && entry[1] === 'update')
      .map((entry) => entry[2] as Record<string, string>),
  );
  expect(signals.at(-1)).toMatchObject({
    analytics_storage: 'denied',
    ad_storage: 'denied',
    security_storage: 'granted',
  });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ihre Privatsphäre ist uns wichtig' })).toBeHidden();
  // the footer reopens the settings; a later choice is recorded as well
  const settingsLink = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
  await settingsLink.click();
  const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await expect(settings).toBeVisible({ timeout: SETTINGS_OPEN_MS });
  // each group opens to the list of its cookies
  await settings.getByRole('button', { name: 'Notwendig' }).click();
  await expect(settings.getByRole('cell', { name: 'shop_consent' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await settings.getByRole('checkbox', { name: 'Leistung' }).check({ force: true });
  await settings.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(settings).toBeHidden();
  expect(await storedChoice(context)).toEqual(['C0001', 'C0002']);
  await expect
    .poll(async () => (await records(page)).map((r) => [r.action, r.groups.join(' ')]))
    .toEqual([
      ['optOut', 'C0001'],
      ['selection', 'C0001 C0002'],
    ]);
});

test('accept all grants every group: the wishlist passes isTargetingAllowed; a withdrawal in the settings takes it back', async ({
  page,
  context,
}) => {
  await page.goto('/mode/damenmode');
  const banner = page.getByRole('dialog', { name: 'Cookie-Hinweis' });
  await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => storedChoice(context)).toEqual(['C0001', 'C0002', 'C0003', 'C0004', 'C0005']);
  await expect.poll(async () => (await records(page)).map((r) => r.action)).toEqual(['optIn']);

  const sent: unknown[] = [];
  page.on('request', (request) => {
    const body = request.postData();
    if (request.url().includes('/graphql') && body?.includes('WishlistItem')) sent.push(JSON.parse(body));
  });
  const product = await page.locator('#product-grid article a[href^="/p/"]').first().getAttribute('href');
  await page.goto(product!);
  const toggle = page.getByRole('button', { name: 'Merken', exact: true }).first();
  await expectInteractive(toggle);
  await toggle.click();
  await expect.poll(() => sent.length).toBeGreaterThan(0);
  expect(JSON.stringify(sent[0])).toContain('"isTargetingAllowed":true');
  // with every group granted the pages set their cookies: each one is in the cookie table
  await expect(page.locator('[data-reco-output="similar"]')).toBeVisible();
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).toEqual(expect.arrayContaining(['reco_session', 'reco_user']));
  expect(await unlistedCookies(context)).toEqual([]);

  const settingsLink = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
  await settingsLink.click();
  const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await settings.getByRole('button', { name: 'Alle ablehnen' }).click();
  await expect(settings).toBeHidden();
  expect(await storedChoice(context)).toEqual(['C0001']);
  await expect.poll(async () => (await records(page)).map((r) => r.action)).toEqual(['optIn', 'optOut']);
  // the withdrawal removes the cookies of the groups taken back
  await expect
    .poll(async () => (await nonEssentialStorage(page, context)).filter((n) => !n.startsWith('storage:')))
    .toEqual([]);
});

test('a withdrawal while a wishlist save is under way: the save’s answer sets no recommendation cookie again', async ({
  page,
  context,
}) => {
  await page.goto('/mode/damenmode');
  const banner = page.getByRole('dialog', { name: 'Cookie-Hinweis' });
  await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(() => storedChoice(context)).toEqual(['C0001', 'C0002', 'C0003', 'C0004', 'C0005']);
  const product = await page.locator('#product-grid article a[href^="/p/"]').first().getAttribute('href');
  await page.goto(product!);
  // the save's request waits until the choice is withdrawn
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('addWishlistItem')) {
      held();
      await released;
    }
    await route.continue();
  });
  const toggle = page.getByRole('button', { name: 'Merken', exact: true }).first();
  await expectInteractive(toggle);
  await toggle.click();
  await holding;
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await settings.getByRole('button', { name: 'Alle ablehnen' }).click();
  await expect(settings).toBeHidden();
  await expect
    .poll(async () => (await nonEssentialStorage(page, context)).filter((n) => !n.startsWith('storage:')))
    .toEqual([]);
  release();
  // saved: the toggle is pressed once the save's answer is in
  await expect(page.getByRole('button', { name: 'Gemerkt', pressed: true }).first()).toBeVisible();
  expect((await context.cookies()).map((c) => c.name).filter((name) => name.startsWith('reco_'))).toEqual([]);
});

test('a browser with Global Privacy Control is not asked and objects; it can still open the settings', async ({
  browser,
}) => {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { 'Sec-GPC': '1' },
  });
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const page = await context.newPage();
  // the footer's button is plain HTML: a click before the scripts ran opens the settings once they run
  const { release } = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const settingsLink = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
  await expect(page.getByRole('dialog', { name: 'Cookie-Hinweis' })).toBeHidden();
  await settingsLink.click();
  await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeHidden();
  await release();
  await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible({
    timeout: SETTINGS_OPEN_MS,
  });
  expect(await storedChoice(context)).toBeNull();
  expect(await nonEssentialStorage(page, context)).toEqual([]);
  await context.close();
});

test('a busy server is asked again for the banner texts: the settings layer still opens', async ({
  page,
}) => {
  // the server is busy until the shopper clicks, and for the click's first request
  let clicked = false;
  let askedAfterClick = 0;
  await page.route(
    (url) => url.pathname === '/graphql' && url.searchParams.get('operationName') === 'consentBanner',
    async (route) => {
      if (!clicked || askedAfterClick++ === 0)
        return route.fulfill({
          status: 503,
          headers: { 'retry-after': '1', 'content-type': 'text/plain; charset=utf-8' },
          body: 'Service busy, please retry shortly.\n',
        });
      return route.continue();
    },
  );
  await page.goto('/basket');
  const settingsButton = page
    .getByRole('dialog', { name: 'Cookie-Hinweis' })
    .getByRole('button', { name: 'Einstellungen', exact: true });
  // the layer is static HTML whose buttons the page's own script hands to the consent provider once it runs
  await page.waitForFunction(() => typeof (window as { shopConsent?: unknown }).shopConsent === 'function');
  clicked = true;
  await settingsButton.click();
  await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible({
    timeout: SETTINGS_OPEN_MS,
  });
  expect(askedAfterClick).toBe(2);
});

test('the layer’s settings clicked before the scripts ran: when they cannot open, the layer asks again', async ({
  page,
}) => {
  // the banner's texts cannot be had (no banner for the locale: no retry); on the context, as
  // releasing the held scripts drops the page's routes
  await page.context().route(
    (url) => url.pathname === '/graphql' && url.searchParams.get('operationName') === 'consentBanner',
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ data: { consentBanner: null } }),
      }),
  );
  const { banner, release } = await basketBeforeScripts(page);
  await banner.getByRole('button', { name: 'Einstellungen', exact: true }).click();
  await release();
  // the provider took the click (it hides the layer for the settings) …
  await page.waitForFunction(
    () => typeof window.shopConsentOpenSettings === 'function' && window.shopConsentSettings === undefined,
  );
  // … and, the settings failing to open, shows the layer again rather than nothing
  await expect
    .poll(() => page.evaluate(() => document.documentElement.getAttribute('data-consent')), {
      timeout: SETTINGS_OPEN_MS,
    })
    .toBe('ask');
  await expect(banner).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeHidden();
});

/**
 * Opens the empty basket with the page's scripts held back until `release` is called: the first
 * layer is there, and nothing of the page's own code runs yet.
 */
async function basketBeforeScripts(page: Page) {
  const { release } = await holdScripts(page);
  await page.goto('/basket', { waitUntil: 'domcontentloaded' });
  return { banner: page.getByRole('dialog', { name: 'Cookie-Hinweis' }), release };
}

test("the first layer comes with the page: a click before the page's scripts run is applied when they do", async ({
  page,
  context,
}) => {
  const { banner, release } = await basketBeforeScripts(page);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Datenschutz' })).toBeVisible();
  await banner.getByRole('button', { name: 'Alle ablehnen' }).click();
  await expect(banner).toBeHidden();
  expect(await storedChoice(context)).toBeNull();
  await release();
  await expect.poll(() => storedChoice(context)).toEqual(['C0001']);
  await expect.poll(async () => (await records(page)).map((r) => r.action)).toEqual(['optOut']);
  expect(await nonEssentialStorage(page, context)).toEqual([]);
});

test('a click before the scripts run is not lost when the shopper moves on at once: the next page applies it', async ({
  page,
  context,
}) => {
  const { banner, release } = await basketBeforeScripts(page);
  await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(banner).toBeHidden();
  await release();
  await page.goto('/mode/damenmode', { waitUntil: 'commit' });
  // not asked again while the choice is being stored
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  await expect.poll(() => storedChoice(context)).toEqual(['C0001', 'C0002', 'C0003', 'C0004', 'C0005']);
  await expect.poll(async () => (await records(page)).map((r) => r.action)).toEqual(['optIn']);
  expect(await page.evaluate(() => sessionStorage.getItem('shop_consent_pending'))).toBeNull();
});

test('a click before the scripts run survives a page whose consent manager cannot start: the next page applies it', async ({
  page,
  context,
}) => {
  // the first page's consent manager gets no texts (the connection fails, as when a tab moves on)
  const texts = (url: URL) =>
    url.pathname === '/graphql' && url.searchParams.get('operationName') === 'consentBanner';
  // on the context: releasing the held scripts removes the page's routes
  await context.route(texts, (route) => route.abort('failed'));
  const { banner, release } = await basketBeforeScripts(page);
  await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(banner).toBeHidden();
  await release();
  // the manager could not start: the first layer asks again, the click is kept for the next page
  await expect(banner).toBeVisible({ timeout: SETTINGS_OPEN_MS });
  expect(await page.evaluate(() => sessionStorage.getItem('shop_consent_pending'))).toBe('accept');
  await context.unroute(texts);
  await page.goto('/mode/damenmode');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  await expect.poll(() => storedChoice(context)).toEqual(['C0001', 'C0002', 'C0003', 'C0004', 'C0005']);
  expect(await page.evaluate(() => sessionStorage.getItem('shop_consent_pending'))).toBeNull();
});

test('a choice made on older banner texts is asked again, saying that the texts changed', async ({
  page,
  context,
}) => {
  await context.addCookies([
    {
      name: 'shop_consent',
      value: encodeURIComponent(
        JSON.stringify({
          categories: ['C0001', 'C0002'],
          revision: 1,
          consentId: '0b7c1a3e-2d4f-4a6b-8c9d-1e2f3a4b5c6d',
          consentTimestamp: '2026-09-01T10:00:00.000Z',
          lastConsentTimestamp: '2026-09-01T10:00:00.000Z',
        }),
      ),
      domain: '127.0.0.1',
      path: '/',
    },
  ]);
  await page.goto('/');
  const banner = page.getByRole('dialog', { name: 'Cookie-Hinweis' });
  await expect(banner).toBeVisible();
  await expect(
    banner.getByText('Wir haben diesen Hinweis geändert. Bitte treffen Sie Ihre Auswahl erneut.'),
  ).toBeVisible();
  // its settings button opens the settings layer in its place; closed without a choice, it asks again
  await banner.getByRole('button', { name: 'Einstellungen', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await expect(settings).toBeVisible({ timeout: SETTINGS_OPEN_MS });
  await expect(banner).toBeHidden();
  await settings.getByRole('button', { name: 'Schließen' }).click();
  await expect(settings).toBeHidden();
  await expect(banner).toBeVisible();
});
