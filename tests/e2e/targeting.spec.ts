import { expect, test, type APIRequestContext } from '@playwright/test';
import { Client } from 'pg';
import { embeddedLocation } from '@/server/db/embedded/embedded-location';
import { cmsApi, schedulePublish } from './support/cms-api';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

function database() {
  const url = process.env.DATABASE_URL?.trim() || embeddedLocation(process.env.DATA_DIR ?? 'data').url;
  return new Client({ connectionString: url });
}

const headline = async (request: APIRequestContext, path: string, headers: Record<string, string> = {}) => {
  const response = await request.get(path, { headers });
  expect(response.status()).toBe(200);
  return { html: await response.text(), cache: response.headers()['x-page-cache'] ?? null };
};

test('the home page is chosen per visitor: a campaign link, then a device trigger, then the untriggered entry', async ({
  request,
  browser,
}) => {
  const cms = await cmsApi(request);
  const code = `E2E${Date.now()}`;
  const created: [string, number][] = [];
  try {
    const campaign = await cms.create('triggers', {
      internalTitle: 'E2E campaign',
      shops: ['lindgard-at'],
      campaignTrigger: code,
    });
    created.push(['triggers', campaign]);
    const phones = await cms.create('triggers', {
      internalTitle: 'E2E phones',
      shops: ['lindgard-at'],
      deviceType: ['smartphone'],
    });
    created.push(['triggers', phones]);
    for (const [trigger, text] of [
      [campaign, 'Ihre Herbstaktion'],
      [phones, 'Unterwegs einkaufen'],
    ] as const) {
      const id = await cms.create('home-pages', {
        internalTitle: `E2E ${text}`,
        shops: ['lindgard-at'],
        trigger,
        headline: text,
        _status: 'published',
      });
      created.push(['home-pages', id]);
    }

    // the targeted home page is rendered per visitor, never from the shared page cache
    await expect.poll(async () => (await headline(request, '/')).cache, { timeout: 5_000 }).toBeNull();
    expect((await headline(request, '/')).html).toContain('Willkommen bei Lindgard');

    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    await page.goto(`/?campaignTrigger=${code}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihre Herbstaktion');
    // no cookie keeps it without the visitor's consent (a functional cookie, C0003)
    expect((await visitor.cookies()).map((c) => c.name)).not.toContain('campaignTrigger');
    await visitor.close();

    expect((await headline(request, '/', { 'user-agent': IPHONE })).html).toContain('Unterwegs einkaufen');
    // a malformed campaign code is ignored
    expect((await headline(request, '/?campaignTrigger=%3Cscript%3E')).html).toContain(
      'Willkommen bei Lindgard',
    );
  } finally {
    for (const [collection, id] of created.reverse()) await cms.remove(collection, id);
  }
  // without triggered entries the home page is shared again (once the app has read its entries)
  await expect
    .poll(async () => (await headline(request, '/')).cache, { timeout: 5_000 })
    .toMatch(/HIT|MISS|STALE/);
});

test('a publication scheduled in the CMS goes live on its own when it is due', async ({ request }) => {
  const cms = await cmsApi(request);
  const slug = `geplant-${Date.now()}`;
  const id = await cms.create(
    'content-pages',
    {
      title: 'Geplante Aktion',
      slug,
      shops: ['lindgard-at'],
      content: [{ blockType: 'Text', styledText: 'Ab heute im Shop.', style: 'Decorative H2' }],
      _status: 'draft',
    },
    '&draft=true',
  );
  const client = database();
  await client.connect();
  try {
    expect((await request.get(`/content/${slug}`)).status()).toBe(404);
    await schedulePublish(client, 'content-pages', id);
    await expect
      .poll(async () => (await request.get(`/content/${slug}`)).status(), {
        timeout: 40_000,
        intervals: [1_000],
      })
      .toBe(200);
    expect(await (await request.get(`/content/${slug}`)).text()).toContain('Ab heute im Shop.');
  } finally {
    await client.end();
    await cms.remove('content-pages', id);
  }
});
