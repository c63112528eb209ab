import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { Client } from 'pg';
import { embeddedLocation } from '@/server/db/embedded/embedded-location';
import { addFirstOrderableSize } from './support/add-to-basket';
import { cmsApi, paragraph, schedulePublish } from './support/cms-api';
import { expectInteractive } from './support/interactive';
import { recordPageLoads } from './support/page-loads';

/**
 * The demo campaign's listing entry (seeded on /mode/damen-kleider, which holds 20 dresses in the
 * test catalogue) is copied by an editor onto /mode (over a thousand products), so that all its
 * positions are reached; the copy is removed afterwards.
 */
test.describe.configure({ mode: 'serial' });

interface Entry {
  id: number;
  banners: Record<string, unknown>[];
  cards: Record<string, unknown>[];
  bottomRecommendation: Record<string, unknown>;
}

const withoutIds = (blocks: Record<string, unknown>[]) => blocks.map(({ id: _id, ...block }) => block);

async function seededEntry(request: Parameters<typeof cmsApi>[0]) {
  const cms = await cmsApi(request);
  const entry = await cms.find<Entry>(
    'plps',
    `where[internalTitle][equals]=${encodeURIComponent('Winter-Sale: Kleider')}&where[shops][contains]=lindgard-at`,
  );
  return { cms, entry };
}

/** The grid's items in order: 'p' for a product, 'e' for an editorial item (loaders left out). */
async function gridSequence(grid: Locator): Promise<string[]> {
  return grid.evaluate((ul) =>
    [...ul.children]
      .map((li) =>
        li.hasAttribute('data-track-id')
          ? 'p'
          : li.getAttribute('data-testid') === 'listing-editorial'
            ? 'e'
            : '',
      )
      .filter(Boolean),
  );
}

const positions = (sequence: string[]) => sequence.flatMap((kind, index) => (kind === 'e' ? [index] : []));

/** Scrolls to the end of the grid until its second chunk of products has arrived. */
async function loadSecondChunk(page: Page, grid: Locator) {
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    expect(await grid.locator('> li[data-track-id]').count()).toBe(72);
  }).toPass({ timeout: 15_000 });
}

let copyId: number | null = null;

test.beforeAll(async ({ request }) => {
  const { cms, entry } = await seededEntry(request);
  copyId = await cms.create('plps', {
    internalTitle: 'E2E: Kampagne auf Mode',
    shops: ['lindgard-at'],
    categoryIds: ['c-mode'],
    banners: withoutIds(entry.banners),
    cards: withoutIds(entry.cards),
    bottomRecommendation: entry.bottomRecommendation,
    _status: 'published',
  });
});

test.afterAll(async ({ request }) => {
  if (copyId !== null) await (await cmsApi(request)).remove('plps', copyId);
});

test('the entry’s banners and cards sit at the spec’s grid positions on page 1 only', async ({ page }) => {
  await page.goto('/mode');
  const grid = page.locator('#product-grid');
  // first chunk: cards at 11 and 22 (two slots wide), the first banner at 18, a card at 35
  await expect.poll(async () => positions(await gridSequence(grid))).toEqual([11, 18, 22, 35]);
  await loadSecondChunk(page, grid);
  const sequence = await gridSequence(grid);
  // banners at 18 + 24n, cards at 11 + 12n (10 + 12n for the two-slot card); 72 products kept
  expect(positions(sequence)).toEqual([11, 18, 22, 35, 42, 47, 59, 66]);
  expect(sequence.filter((kind) => kind === 'p')).toHaveLength(72);
  expect((await new AxeBuilder({ page }).include('#product-grid').analyze()).violations).toEqual([]);
  // the card's link carries promotionId and its pinned product, which leads the target listing
  const blazer = grid.getByRole('link', { name: /Blazer fürs Büro/ });
  const href = (await blazer.getAttribute('href'))!;
  expect(href).toMatch(/^\/mode\/damen-blazer\?promotionId=\d+&pin=\d{6}$/);
  // the card is static HTML; the shop's navigation handler takes its link (no page load)
  const pageLoads = recordPageLoads(page);
  await blazer.click();
  await expect(page).toHaveURL(/\/mode\/damen-blazer\?promotionId=/);
  await expect(page.locator('#product-grid > li[data-track-id]').first()).toHaveAttribute(
    'data-track-id',
    href.split('pin=')[1]!,
  );
  expect(pageLoads).toEqual([]);

  // page 2: no editorial items, still 72 products
  await page.goto('/mode?page=2');
  const second = page.locator('#product-grid');
  await loadSecondChunk(page, second);
  expect(positions(await gridSequence(second))).toEqual([]);
});

test('the seeded campaign shows on the dresses: a countdown that ticks and ends, a modal by button and hash', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/mode/damen-kleider');
  const banner = page.locator('.cms-banner').filter({ hasText: 'Winter-Sale' });
  const timer = banner.getByRole('timer', { name: 'Die Aktion endet in' });
  await expect(timer).toHaveText(/^\d+T \d\d:\d\d:\d\d$/);
  const before = await timer.textContent();
  await page.clock.runFor(2000);
  await expect(timer).not.toHaveText(before!);
  // past its end (ten days after the first start) the countdown is gone
  await page.clock.fastForward(11 * 24 * 3600 * 1000);
  await page.clock.runFor(1000);
  await expect(timer).toBeHidden();

  const info = banner.getByRole('button', { name: 'Mehr Informationen' });
  await expectInteractive(info);
  await info.click();
  await expect(page).toHaveURL(/#plp1-winter-sale$/);
  const dialog = page.getByRole('dialog', { name: 'Winter-Sale: Aktionsbedingungen' });
  await expect(dialog.getByText('solange der Vorrat reicht', { exact: false })).toBeVisible();
  // its modalBanner with a code
  await expect(dialog.getByRole('group', { name: 'Aktion' })).toContainText('Neukunden: zusätzlich 10 %');
  await expect(dialog.getByRole('button', { name: 'Code WILLKOMMEN10 kopieren' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goto('/mode/damen-kleider#plp1-winter-sale');
  await expect(page.getByRole('dialog', { name: 'Winter-Sale: Aktionsbedingungen' })).toBeVisible();
});

test('a modal’s content is not in the page: it loads when the modal opens, with an error state', async ({
  page,
  request,
}) => {
  expect(await (await request.get('/mode/damen-kleider')).text()).not.toContain('solange der Vorrat reicht');
  // the body's request fails: the modal says so
  await page.route('**/mode/damen-kleider', (route) =>
    route.request().method() === 'POST' ? route.abort() : route.fallback(),
  );
  await page.goto('/mode/damen-kleider');
  const info = page.locator('.cms-banner').filter({ hasText: 'Winter-Sale' }).getByRole('button', {
    name: 'Mehr Informationen',
  });
  await expectInteractive(info);
  await info.click();
  const dialog = page.getByRole('dialog', { name: 'Winter-Sale: Aktionsbedingungen' });
  await expect(dialog.getByRole('alert')).toHaveText(
    'Fehler: Der Inhalt konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
  );
});

test('the banner’s code is copied and then accepted at checkout', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/mode');
  await loadSecondChunk(page, page.locator('#product-grid'));
  const copy = page.getByRole('button', { name: 'Code WILLKOMMEN10 kopieren' });
  await expectInteractive(copy);
  await copy.click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  expect(code).toBe('WILLKOMMEN10');
  // 'Copied' reverts after 3.5 s
  await expect(page.getByRole('button', { name: 'Code WILLKOMMEN10 kopieren' })).toBeVisible({
    timeout: 6000,
  });

  await page.goto('/mode/damen-kleider');
  await page.locator('#product-grid article a').first().click();
  await expect(page).toHaveURL(/\/p\/\d{6}/);
  await addFirstOrderableSize(page);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Als Gast bestellen' }).click();
  await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill('gutschein@example.at');
  await page.getByRole('radio', { name: 'Frau' }).check();
  await page.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Greta');
  await page.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Gutschein');
  await page.getByRole('textbox', { name: 'Straße', exact: true }).fill('Landstraßer Hauptstraße');
  await page.getByRole('textbox', { name: 'Hausnummer', exact: true }).fill('1');
  await page.getByRole('textbox', { name: 'PLZ', exact: true }).fill('1030');
  await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Wien');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByTestId('checkout-step-delivery').getByRole('button', { name: 'Weiter' }).click();
  const payment = page.getByTestId('checkout-step-payment');
  await payment.getByRole('radio', { name: /Kauf auf Rechnung/ }).check();
  await payment.getByRole('button', { name: 'Weiter' }).click();
  const review = page.getByTestId('checkout-step-review');
  await review.getByLabel('Gutscheincode').fill(code);
  await review.getByRole('button', { name: 'Einlösen' }).click();
  await expect(review.getByRole('status')).toHaveText(
    /^Erfolg: Gutschein WILLKOMMEN10 eingelöst: \d+,\d\d €$/,
  );
  // the voucher's title and conditions from its CMS entry (Voucher)
  await expect(review.getByTestId('voucher-title')).toHaveText('10 % Willkommensrabatt');
  await review.getByText('Gutscheinbedingungen').click();
  await expect(review.getByTestId('voucher-conditions')).toContainText(
    'Sie erhalten 10 % Rabatt auf den Warenwert Ihrer Bestellung ab einem Warenwert von 30 €.',
  );
});

test('an editor’s published banner change shows within 5 s; a scheduled entry appears when due', async ({
  request,
}) => {
  const cms = await cmsApi(request);
  const { entry } = await seededEntry(request);
  const text = `Neu: ${Date.now()}`;
  const banners = withoutIds(entry.banners);
  banners[0] = { ...banners[0], text: paragraph(text) };
  const started = Date.now();
  await cms.update('plps', copyId!, { banners, _status: 'published' });
  await expect
    .poll(async () => (await (await request.get('/mode')).text()).includes(text), {
      timeout: 5000,
      intervals: [200],
    })
    .toBe(true);
  expect(Date.now() - started).toBeLessThan(5000);

  // a draft entry for another listing, published by the CMS's scheduled job
  const scheduled = `Geplanter Banner ${Date.now()}`;
  const id = await cms.create(
    'plps',
    {
      internalTitle: 'E2E: geplant',
      shops: ['lindgard-at'],
      categoryIds: ['c-wohnen-heimtextilien'],
      banners: [{ blockType: 'Richtext', richtext: paragraph(scheduled) }],
      _status: 'draft',
    },
    '&draft=true',
  );
  const client = new Client({
    connectionString:
      process.env.DATABASE_URL?.trim() || embeddedLocation(process.env.DATA_DIR ?? 'data').url,
  });
  await client.connect();
  try {
    expect(await (await request.get('/wohnen/heimtextilien')).text()).not.toContain(scheduled);
    await schedulePublish(client, 'plps', id);
    await expect
      .poll(async () => (await (await request.get('/wohnen/heimtextilien')).text()).includes(scheduled), {
        timeout: 40_000,
        intervals: [1_000],
      })
      .toBe(true);
  } finally {
    await client.end();
    await cms.remove('plps', id);
  }
});
