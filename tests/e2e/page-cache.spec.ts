import { expect, test } from '@playwright/test';

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

test('an anonymous listing is rendered once and then answered from the page cache with its own nonce', async ({
  request,
}) => {
  const path = '/mode/damen-kleider?sort=priceDesc';
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  const second = await request.get(path);
  expect(second.headers()['x-page-cache']).toBe('HIT');
  const html = await second.text();
  const nonce = nonceOf(second.headers()['content-security-policy']);
  expect(nonce).toBeTruthy();
  // the scripts of the stored page carry the nonce of its policy, so the browser runs them
  expect(html).toContain(`nonce="${nonce}"`);
  expect(html).toContain('Damenkleider');
});

test('a shopper with a cookie, a client navigation and a personal page are rendered for that request', async ({
  request,
}) => {
  await request.get('/mode/damen-kleider');
  const withCookie = await request.get('/mode/damen-kleider', { headers: { cookie: 'session=abc' } });
  expect(withCookie.status()).toBe(200);
  expect(withCookie.headers()['x-page-cache']).toBeUndefined();
  // a client-side navigation gets the app's RSC payload, never a stored HTML page
  const navigation = await request.get('/mode/damen-kleider', { headers: { rsc: '1' } });
  expect(navigation.headers()['x-page-cache']).toBeUndefined();
  expect(navigation.headers()['content-type']).toContain('text/x-component');
  const missing = await request.get('/gibt-es-nicht');
  expect(missing.status()).toBe(404);
  expect((await request.get('/gibt-es-nicht')).headers()['x-page-cache']).not.toBe('HIT');
});

test('filters and redirects keep working behind the cache', async ({ request }) => {
  const pageOne = await request.get('/mode/damen-kleider?page=1', { maxRedirects: 0 });
  expect(pageOne.status()).toBe(307);
  expect(pageOne.headers()['location']).toMatch(/\/mode\/damen-kleider$/);
  const filtered = await request.get('/mode/damen-kleider?searchColor=blau');
  expect(filtered.status()).toBe(200);
  expect(await filtered.text()).toContain('Blaue');
});

test('a cached page is painted before its scripts load; they then start once and the page works', async ({
  page,
  request,
}) => {
  const path = '/mode/damen-kleider?sort=dateDesc';
  await request.get(path);
  const stored = await request.get(path);
  expect(stored.headers()['x-page-cache']).toBe('HIT');
  // no framework script tag the browser would fetch and run on its own
  const html = await stored.text();
  expect(/<script src="\/_next\/static\/[^>]*\basync\b/.test(html), 'async framework script tag').toBe(false);
  expect(html).toContain('first-contentful-paint');

  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && r.url().includes('/_next/static/')) fetched.push(r.url());
  });
  await page.goto(path);
  await page.waitForFunction(() => 'next' in window);
  const timing = await page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/_next/static/') && e.name.endsWith('.js'));
    return {
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      firstScript: Math.min(...scripts.map((e) => e.startTime)),
    };
  });
  expect(timing.firstScript).toBeGreaterThan(timing.firstContentfulPaint);
  expect(fetched.length).toBeGreaterThan(0);
  expect(new Set(fetched).size).toBe(fetched.length);

  // the filter layer loads its filters with the script
  await page.getByText('Filter & Sort').click();
  await expect(
    page.locator('form[action="/mode/damen-kleider"] summary', { hasText: /^Farbe$/ }),
  ).toBeVisible();
});
