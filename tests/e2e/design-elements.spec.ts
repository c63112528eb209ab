import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { embeddedLocation } from '@/server/db/embedded/embedded-location';

/** Every content item type of spec S3, as the CMS names its blocks. */
const ITEM_TYPES = [
  'Accordion',
  'ActionButton',
  'AnchorLink',
  'Banner',
  'Box',
  'Button',
  'Card',
  'Checklist',
  'ContactBox',
  'ContentItemAsset',
  'CookieList',
  'Coupon',
  'DosDonts',
  'ExternalLink',
  'IFrame',
  'InlineAsset',
  'InspirationItem',
  'InternalLink',
  'Layout',
  'Modal',
  'OutfitItem',
  'Panel',
  'PhoneBox',
  'Recommendation',
  'RecommendationGkAir',
  'Richtext',
  'SeoAdvice',
  'TableOfContents',
  'Text',
  'Tip',
  'Video',
];

function database() {
  const url = process.env.DATABASE_URL?.trim() || embeddedLocation(process.env.DATA_DIR ?? 'data').url;
  return new Client({ connectionString: url });
}

test('the design elements page shows every content item type, accessibly', async ({ page }) => {
  await page.goto('/content/gestaltungselemente');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestaltungselemente' })).toBeVisible();
  for (const type of ITEM_TYPES)
    await expect(page.locator(`[data-content-item="${type}"]`).first(), type).toBeAttached();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(' ')})`)).toEqual(
    [],
  );
});

test('the items behave as the spec says: modal by hash, countdown, video button, frame on request', async ({
  page,
}) => {
  await page.goto('/content/gestaltungselemente');
  // a modal opens through the URL hash and shows its coupon
  await page.getByRole('button', { name: 'Bedingungen der Herbstaktion' }).click();
  await expect(page).toHaveURL(/#herbstaktion$/);
  const dialog = page.getByRole('dialog', { name: 'Herbstaktion: so funktioniert’s' });
  await expect(dialog.getByText('20 % Rabatt')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Code HERBST20 kopieren' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // the banner: countdown with the German day suffix, the info button opens global-{id}
  const banner = page.locator('[data-content-item="Banner"]');
  await expect(banner.getByRole('timer')).toHaveText(/^\dT \d\d:\d\d:\d\d$/);
  await banner.getByRole('button', { name: 'Mehr Informationen' }).click();
  await expect(page).toHaveURL(/#global-herbstaktion$/);
  await page.keyboard.press('Escape');
  // the video plays muted; its button pauses and plays it
  const video = page.locator('[data-content-item="Video"]');
  await expect(video.locator('video')).toHaveJSProperty('muted', true);
  await video.getByRole('button', { name: 'Pause video' }).click();
  await expect(video.getByRole('button', { name: 'Play video' })).toBeVisible();
  await expect(video.locator('video')).toHaveJSProperty('paused', true);
  // another site's frame loads only on request
  const frame = page.locator('[data-content-item="IFrame"]');
  await expect(frame.locator('iframe')).toHaveCount(0);
  await frame.getByRole('button', { name: 'Karte: unser Standort in Graz laden' }).click();
  await expect(frame.locator('iframe[title="Karte: unser Standort in Graz"]')).toHaveAttribute(
    'src',
    /^https:\/\/www\.openstreetmap\.org\//,
  );
});

test('editorial images come from the image endpoint with the spec’s transformation parameters', async ({
  page,
  request,
}) => {
  await page.goto('/content/gestaltungselemente');
  const src = await page.locator('[data-content-item="Card"] img').getAttribute('src');
  expect(src).toMatch(/^\/image\/cms-\d+\?q=80&w=\d+&h=\d+&f=face&fit=fill&fm=webp$/);
  const image = await request.get(src!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  const bad = await request.get(src!.replace(/&h=\d+/, '&h=7'));
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toMatch(/^Invalid image parameters/);
});

test('inspiration and outfit pages show their products; a page missing in a locale is 404', async ({
  page,
  request,
}) => {
  await page.goto('/inspiration/herbst-in-schichten');
  await expect(page.getByRole('heading', { level: 1, name: 'Herbst in Schichten' })).toBeVisible();
  const products = page.getByRole('list', { name: 'Produkte zu „Warme Farben, weiche Stoffe“' });
  await expect(products.locator(':scope > li')).toHaveCount(4);
  await page.getByRole('link', { name: /Zum passenden Outfit/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Büro-Chic' })).toBeVisible();
  const pieces = page.getByRole('list', { name: 'Die Teile des Outfits „Klassisch mit Blazer“' });
  await expect(pieces.locator(':scope > li')).toHaveCount(3);
  await pieces.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/p\/\d{6}/);
  // the outfit exists in German for Austria only: the French shop has none
  const port = Number(process.env.E2E_PORT ?? 3100);
  const french = await request.get('/outfit/buero-chic', {
    headers: { host: `lindgard-chfr.localhost:${port}` },
  });
  expect(french.status()).toBe(404);
});

test('a layout that reached the database without the editor’s checks is not rendered, with its warning', async ({
  page,
}) => {
  const client = database();
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `select p.id from cms.content_pages p join cms.content_pages_locales l on l._parent_id = p.id
        where p.slug = 'nachhaltigkeit' and l._locale = 'de-AT' limit 1`,
    );
    const pageId = rows[0]!.id;
    await client.query(`delete from cms.content_pages_blocks_layout where id like 'e2e-invalid-%'`);
    await client.query(
      `insert into cms.content_pages_blocks_layout (_order, _parent_id, _path, _locale, id, internal_title)
       values (0, $1, 'content', 'de-AT', 'e2e-invalid-five', 'Fünf Spalten'),
              (0, $1, 'content', 'de-AT', 'e2e-invalid-empty', 'Ohne Spalten')`,
      [pageId],
    );
    for (let i = 0; i < 5; i++)
      await client.query(
        `insert into cms.content_pages_blocks_layout_columns (_order, _parent_id, _locale, id, content)
         values ($1, 'e2e-invalid-five', 'de-AT', $2, $3)`,
        [
          i,
          `e2e-column-${i}`,
          {
            root: {
              type: 'root',
              children: [
                { type: 'paragraph', children: [{ type: 'text', text: `Spalte ${i + 1} von 5`, format: 0 }] },
              ],
            },
          },
        ],
      );
    await page.goto('/content/nachhaltigkeit');
    await expect(page.getByRole('heading', { level: 1, name: 'Nachhaltigkeit' })).toBeVisible();
    await expect(page.getByText('Spalte 1 von 5')).toHaveCount(0);
    await expect(page.locator('[data-content-item="Layout"]')).toHaveCount(0);
    const log = path.join(process.env.DATA_DIR ?? '.', 'server.log');
    await expect
      .poll(() => readFileSync(log, 'utf8'))
      .toMatch(/"issueLevel":"Business".*"msg":"Layout with unsupported column detected"/);
    expect(readFileSync(log, 'utf8')).toMatch(/"issueLevel":"Business".*"msg":"Empty layout detected"/);
  } finally {
    await client.query(`delete from cms.content_pages_blocks_layout where id like 'e2e-invalid-%'`);
    await client.end();
  }
});
