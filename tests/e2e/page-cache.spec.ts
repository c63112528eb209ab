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
