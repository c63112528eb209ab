import { expect, test, type Page } from '@playwright/test';
import { expectInteractive } from './support/interactive';

/** The text of a document's inline React payload (what the browser reads besides the markup). */
function payloadOf(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!) as unknown[])
    .map((chunk) => (typeof chunk[1] === 'string' ? chunk[1] : ''))
    .join('');
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => (JSON.parse(block) as { '@type': string })['@type']);
}

test('a listing’s document holds its footer, category navigation and JSON-LD once: in its markup, not again in its payload', async ({
  request,
}) => {
  const html = await (await request.get('/mode/damen-hosen')).text();
  const payload = payloadOf(html);
  expect(payload.length).toBeGreaterThan(10_000);
  // footer advantages, sister shops, a category icon, the two JSON-LD blocks
  for (const text of ['Ihre Vorteile', 'Unsere Shops', 'c-mode.svg', 'ItemList', 'BreadcrumbList']) {
    expect(html).toContain(text);
    expect(payload).not.toContain(text);
  }
  // the 36 tiles are in the markup; the payload names their products, not what they show
  expect(html.match(/<article class="tile/g)).toHaveLength(36);
  const firstName = /<h3 class="tile-name">([^<]+)<\/h3>/.exec(html)![1]!;
  expect(payload).not.toContain(firstName);
  expect(payload).not.toContain('"priceMin"');
});

test('a listing’s head preloads only the high-priority images of its first row; the other eager tiles are found in the markup', async ({
  request,
}) => {
  const html = await (await request.get('/mode/damen-hosen')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const preloads = [...head.matchAll(/<link rel="preload" as="image" imageSrcSet="([^"]+)"/g)].map(
    (m) => m[1],
  );
  const high = [...html.matchAll(/<img [^>]*srcSet="([^"]+)"[^>]*fetchPriority="high"/g)].map((m) => m[1]);
  const eager = html.match(/<img [^>]*loading="eager"/g) ?? [];
  expect(high.length).toBeGreaterThan(0);
  expect(eager.length).toBeGreaterThan(high.length);
  expect(preloads).toEqual(high);
  // the tiles' srcset candidates are separated by a bare comma
  expect(high[0]).toMatch(/^\/image\/[^ ,]+ 192w,\/image\/[^ ,]+ 278w,/);
});

test('a category page’s link box, category tiles, SEO text, promotion cards and the cookie banner are in its markup only', async ({
  request,
}) => {
  const html = await (await request.get('/mode/damen-kleider')).text();
  const payload = payloadOf(html);
  // link box, visual category tiles, the SEO text's table of contents, a promotion card, the consent layer
  for (const text of [
    'Beliebte Kleider',
    'href="/mode/damen-pullover"',
    'href="#damenkleider-fuer-jeden-anlass"',
    'class="promo-link"',
    'Alle akzeptieren',
  ]) {
    expect(html).toContain(text);
    expect(payload).not.toContain(text.replaceAll('"', '\\"'));
    expect(payload).not.toContain(text);
  }
  const groups = await (await request.get('/sale')).text();
  expect(groups).toContain('aria-labelledby="group-c-sale-nach-rabatt"');
  expect(payloadOf(groups)).not.toContain('group-c-sale-nach-rabatt');
});

test('a listing opened by a client navigation draws its tiles from the payload, with live wishlist toggles', async ({
  page,
}) => {
  await page.goto('/mode/damen-hosen');
  await expectInteractive(page.locator('#product-grid').getByRole('button', { name: 'Merken' }).first());
  await page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link', { name: 'Wohnen' }).click();
  await expect(page).toHaveURL(/\/wohnen$/);
  await expect(page.locator('#product-grid > li article')).toHaveCount(36);
  const toggle = page.locator('#product-grid').getByRole('button', { name: 'Merken' }).first();
  await expectInteractive(toggle);
  await expect(toggle).not.toHaveAttribute('aria-disabled', 'true');
  await toggle.click();
  await expect(
    page.locator('#product-grid').getByRole('button', { name: 'Gemerkt' }).first(),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('the parts stay through hydration, a client navigation and the way back; a navigation brings its own', async ({
  page,
}) => {
  await page.goto('/mode/damen-hosen');
  const firstTile = page.locator('#product-grid article a').first();
  // the tiles are the server's markup; their wishlist toggles are live
  await expectInteractive(page.locator('#product-grid').getByRole('button', { name: 'Merken' }).first());
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const toggles = page.locator('#product-grid').getByRole('button', { name: /^(Merken|Gemerkt)$/ });
  await expect(toggles).toHaveCount(36);
  await expect(toggles.nth(1)).not.toHaveAttribute('aria-disabled', 'true');
  await toggles.nth(1).click();
  await expect(toggles.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(toggles.nth(1)).toHaveAccessibleName('Gemerkt');
  const categories = page.getByRole('navigation', { name: 'Kategorien' });
  await expect(categories.getByRole('link', { name: 'Mode' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ihre Vorteile' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Unsere Shops' })).toBeVisible();
  expect((await jsonLdTypes(page)).sort()).toEqual(['BreadcrumbList', 'ItemList']);

  await firstTile.click();
  await expect(page).toHaveURL(/\/p\/\d{6}$/);
  // a client navigation: the document stayed
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  // the product page's JSON-LD came with the navigation's payload
  await expect.poll(() => jsonLdTypes(page)).toEqual(['ProductGroup', 'BreadcrumbList']);
  await expect(categories.getByRole('link', { name: 'Mode' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unsere Shops' })).toBeVisible();

  // back to the listing: its blocks come from the first document's markup, kept in the browser
  await page.goBack();
  await expect(page).toHaveURL(/\/mode\/damen-hosen$/);
  await expect.poll(async () => (await jsonLdTypes(page)).sort()).toEqual(['BreadcrumbList', 'ItemList']);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const itemList = blocks.map((block) => JSON.parse(block) as { '@type': string; numberOfItems?: number });
  expect(itemList.find((data) => data['@type'] === 'ItemList')?.numberOfItems).toBe(36);
  await expect(page.getByRole('heading', { name: 'Ihre Vorteile' })).toBeAttached();
});

test('a page the browser draws from its payload alone (Next.js’s document for a page that failed) gets its navigation, footer and tiles from the server', async ({
  page,
}) => {
  // Next.js answers a page whose render failed with an empty body and the page's payload, which
  // the browser renders from scratch: here the real listing, reduced to that form
  await page.route(/\/mode\/damen-hosen$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const html = await (await route.fetch()).text();
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)![1]!;
    // the payload's scripts (some of them after </body>), not the JSON-LD blocks
    const body = html.slice(html.indexOf('<body'));
    const scripts = (body.match(/<script\b[\s\S]*?<\/script>/g) ?? [])
      .filter((script) => !/^<script[^>]*application\/ld\+json/.test(script))
      .join('');
    await route.fulfill({
      status: 500,
      contentType: 'text/html; charset=utf-8',
      body: `<!DOCTYPE html><html id="__next_error__"><head>${head}</head><body>${scripts}</body></html>`,
    });
  });
  await page.goto('/mode/damen-hosen');
  // the scripts start after 3 s on a page without a first paint; the parts come with a refresh
  await expect(
    page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link', { name: 'Mode' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => page.locator('#product-grid > li article').count()).toBeGreaterThanOrEqual(36);
  await expect(page.getByRole('heading', { name: 'Unsere Shops' })).toBeVisible();
  await expect.poll(async () => (await jsonLdTypes(page)).sort()).toEqual(['BreadcrumbList', 'ItemList']);
});

test('a keyboard user on a tile’s heart before the scripts run stays on it when the live toggle takes its place', async ({
  page,
}) => {
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/mode/damen-hosen', { waitUntil: 'domcontentloaded' });
  const heart = page.locator('#product-grid').getByRole('button', { name: 'Merken' }).nth(1);
  await heart.focus();
  release();
  await expectInteractive(heart);
  await expect(heart).toBeFocused();
});
