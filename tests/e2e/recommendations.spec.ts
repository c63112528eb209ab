import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { query } from './support/database';
import { expectInteractive } from './support/interactive';
import { acceptAllCookies } from './support/accept-cookies';

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);

/** The GraphQL operations the page sent, with their variables. */
function recordOperations(page: Page) {
  const sent: { name: string; variables: Record<string, unknown> }[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().includes('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as {
      operationName?: string;
      variables?: Record<string, unknown>;
    } | null;
    if (body?.operationName) sent.push({ name: body.operationName, variables: body.variables ?? {} });
  });
  return sent;
}

/** Listing tiles show a style's first orderable colour: the product a recommendation tile shows too. */
async function listingProducts(page: Page, path: string, count: number): Promise<string[]> {
  await page.goto(path);
  const hrefs = await page
    .locator('#product-grid article a.tile-link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return [...new Set(hrefs.map((h) => /\/p\/(\d{6})/.exec(h)![1]!))].slice(0, count);
}

const sliderOrder = (page: Page) =>
  page
    .locator('[data-reco-output]')
    .evaluateAll((sections) => sections.map((s) => s.getAttribute('data-reco-output')));

const slideProducts = (page: Page, output: string) =>
  page
    .locator(`[data-reco-output="${output}"] li[data-track-id]`)
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-track-id')));

test('a consenting shopper sees outfit, similar products and last seen in this order; a recommended product opens with reco=', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/');
  await acceptAllCookies(page);
  const sent = recordOperations(page);

  // three products viewed, then one of a look
  const viewed = await listingProducts(page, '/mode/damen-kleider', 3);
  for (const id of viewed) {
    await page.goto(`/p/${id}`);
    await expect(page.locator('[data-reco-output="similar"]')).toBeVisible();
  }
  const [look] = await query<{ id: string }>(
    `select p.id from reco_outfits o join products p on p.master_key = o.master_key
      where o.position = 0 and not p.outsold and p.color_position = 0 order by o.outfit_id limit 1`,
  );
  await page.goto(`/p/${look!.id}`);
  await expect(page.locator('[data-reco-output="lastSeen"]')).toBeVisible();
  expect(await sliderOrder(page)).toEqual(['outfit', 'similar', 'lastSeen']);
  await expect(page.getByRole('heading', { level: 2, name: 'Passend dazu' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ähnliche Artikel' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Zuletzt angesehen' })).toBeVisible();
  // last seen: the three, newest first
  expect((await slideProducts(page, 'lastSeen')).slice(0, 3)).toEqual([...viewed].reverse());
  // each slider can be skipped, in the spec's English
  const skip = page
    .locator('[data-reco-output="similar"]')
    .getByRole('link', { name: 'Skip product recommendations' });
  await expect(skip).toHaveAttribute('lang', 'en');
  await expect(skip).toHaveAttribute('href', '#reco-pdp-similar');
  await expect(page.locator('#reco-pdp-similar')).toBeAttached();
  expect(await axeViolations(page)).toEqual([]);

  // a recommended product opens with reco=…, and the click is tracked with its token
  const similar = page.locator('[data-reco-output="similar"] a.tile-link').first();
  await expectInteractive(similar);
  const href = (await similar.getAttribute('href'))!;
  expect(href).toMatch(/^\/p\/\d{6}\?reco=similarProducts$/);
  await similar.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));
  await expect.poll(() => sent.filter((s) => s.name === 'trackClickGkAir').length).toBe(1);
  const click = sent.find((s) => s.name === 'trackClickGkAir')!.variables.input as Record<string, unknown>;
  expect(click).toMatchObject({ productId: href.slice(3, 9), trackingConsent: true });
  expect(String(click.trackingToken).split('|').slice(0, 3)).toEqual(['lindgard', 'similar', 'pdp']);
  expect(
    sent
      .filter((s) => s.name === 'gkAir')
      .every((s) => (s.variables.input as { trackingConsent: boolean }).trackingConsent),
  ).toBe(true);
  await context.close();
});

test('without targeting consent no tracking call is sent and no recommendation cookie is set', async ({
  page,
  context,
}) => {
  const sent = recordOperations(page);
  const [first, second] = await listingProducts(page, '/mode/damen-kleider', 2);
  await page.goto(`/p/${first}`);
  const similar = page.locator('[data-reco-output="similar"] a.tile-link').first();
  await expectInteractive(similar);
  // the shopper saves one and opens one from the slider
  const save = page.getByRole('button', { name: 'Merken', exact: true }).first();
  await expectInteractive(save);
  await save.click();
  await expect(page.getByRole('button', { name: 'Gemerkt', exact: true }).first()).toBeVisible();
  await similar.click();
  await expect(page).toHaveURL(/reco=similarProducts/);
  await page.goto(`/p/${second}`);
  await expect(page.locator('[data-reco-output="similar"]')).toBeVisible();
  expect(sent.filter((s) => s.name === 'gkAir').length).toBeGreaterThanOrEqual(2);
  for (const request of sent.filter((s) => s.name === 'gkAir'))
    expect((request.variables.input as { trackingConsent: boolean }).trackingConsent).toBe(false);
  expect(sent.filter((s) => s.name.startsWith('track')).map((s) => s.name)).toEqual([]);
  // and the service kept nothing: no last seen
  await expect(page.locator('[data-reco-output="lastSeen"]')).toHaveCount(0);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('reco_session');
});

test('with three saved products the wishlist page shows Wishlist Products, without wishlist buttons', async ({
  page,
}) => {
  const products = await listingProducts(page, '/wohnen', 3);
  await page.goto('/wishlist');
  await expect(page.getByText('Ihr Merkzettel ist leer.')).toBeVisible();
  for (const id of products) {
    await page.goto(`/p/${id}`);
    const save = page.getByRole('button', { name: 'Merken', exact: true }).first();
    await expectInteractive(save);
    await save.click();
    await expect(page.getByRole('button', { name: 'Gemerkt', exact: true }).first()).toBeVisible();
  }
  await page.goto('/wishlist');
  const section = page.locator('[data-reco-output="wishlist"]');
  await expect(section.getByRole('heading', { name: 'Wishlist Products' })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Wishlist Products' })).toHaveAttribute('lang', 'en');
  const tiles = await slideProducts(page, 'wishlist');
  expect(tiles.length).toBeGreaterThan(0);
  for (const id of products) expect(tiles).not.toContain(id);
  await expect(section.getByRole('button', { name: /Merken|Gemerkt/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('search results and a listing in search mode show the search-related recommendation', async ({
  page,
}) => {
  await page.goto('/search?q=Kleid');
  await page.locator('.reco-group').last().scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Das könnte Sie auch interessieren' }),
  ).toBeVisible();
  await page.goto('/mode/damen-kleider?searchTerm=rot');
  await page.locator('.reco-group').last().scrollIntoViewIfNeeded();
  await expect(page.locator('[data-reco-output="searchRelated"]')).toBeVisible();
  await expect(page.locator('[data-reco-output="categoryBottom"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Beliebt in dieser Kategorie' })).toBeVisible();
});

test('a first-time visitor who has not answered the cookie banner yet sees recommendations without targeting', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const sent = recordOperations(page);
  const [product] = await listingProducts(page, '/mode/damen-kleider', 1);
  await page.goto(`/p/${product}`);
  await expect(page.getByRole('dialog', { name: 'Cookie-Hinweis' })).toBeVisible();
  await expect(page.locator('[data-reco-output="similar"]')).toBeVisible();
  const asked = sent.filter((s) => s.name === 'gkAir');
  expect(asked.length).toBeGreaterThan(0);
  for (const request of asked)
    expect((request.variables.input as { trackingConsent: boolean }).trackingConsent).toBe(false);
  await context.close();
});
