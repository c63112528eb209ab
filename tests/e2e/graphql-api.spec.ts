import { expect, test } from '@playwright/test';
import persisted from '../../src/graphql/generated/persisted-operations.json';

test.describe('GraphQL endpoint over HTTP', () => {
  test('answers a persisted GET with a cacheable response', async ({ request }) => {
    const home = await request.get('/mode');
    const id = /\/p\/(\d{6})/.exec(await home.text())?.[1];
    expect(id).toBeTruthy();
    const params = new URLSearchParams({
      operationName: 'productPriceAndNameById',
      variables: JSON.stringify({ input: { id, locale: 'de-AT' } }),
      extensions: JSON.stringify({
        persistedQuery: { version: 1, sha256Hash: persisted.productPriceAndNameById.hash },
      }),
    });
    const res = await request.get(`/graphql?${params}`, { headers: { accept: 'application/json' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toContain('public');
    const body = await res.json();
    expect(body.data.productById.id).toBe(id);
    expect(body.data.productById.price.currency).toBe('EUR');
  });

  test('refuses a cross-origin POST and an oversized body', async ({ request }) => {
    const crossOrigin = await request.post('/graphql', {
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      data: { query: '{ __typename }' },
    });
    expect(crossOrigin.status()).toBe(403);
    expect((await crossOrigin.json()).errors[0].extensions.code).toBe('FORBIDDEN');
    const big = await request.post('/graphql', {
      headers: { 'content-type': 'application/json' },
      data: { query: `{ __typename } #${'x'.repeat(120_000)}` },
    });
    expect(big.status()).toBe(413);
  });

  test('keeps the shopper session a mutation starts, and refuses a chunked oversized body', async ({
    playwright,
    baseURL,
  }) => {
    // a fresh client without cookies: the first mutation starts the session (Set-Cookie), the
    // next request sends it back and sees the saved item
    const client = await playwright.request.newContext({ baseURL });
    const first = await client.post('/graphql', { data: { query: '{ __typename }' } });
    expect(first.status()).toBe(200);
    const home = await client.get('/mode');
    const id = /\/p\/(\d{6})/.exec(await home.text())?.[1];
    expect(id).toBeTruthy();
    const added = await client.post('/graphql', {
      headers: { 'content-type': 'application/json' },
      data: {
        query:
          'mutation($input: AddWishlistItemInput!) { addWishlistItem(input: $input) { product { id } } }',
        variables: { input: { productId: id, locale: 'de-AT', isTargetingAllowed: false } },
      },
    });
    expect(added.status()).toBe(200);
    expect(added.headersArray().some((h) => h.name.toLowerCase() === 'set-cookie')).toBe(true);
    const list = await client.post('/graphql', {
      headers: { 'content-type': 'application/json' },
      data: {
        query: 'query($locale: String!) { wishlist(locale: $locale) { product { id } } }',
        variables: { locale: 'de-AT' },
      },
    });
    expect((await list.json()).data.wishlist.map((i: { product: { id: string } }) => i.product.id)).toContain(
      id,
    );
    await client.dispose();

    // no Content-Length: the limit counts what arrives
    const { request: http } = await import('node:http');
    const url = new URL('/graphql', baseURL);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(`{"query":"{ __typename } #`);
      for (let i = 0; i < 15; i++) req.write('x'.repeat(10_000));
      req.end('"}');
    });
    expect(status).toBe(413);
  });

  test('tells a client with another media type or method what to send', async ({ request }) => {
    const plain = await request.post('/graphql', {
      headers: { 'content-type': 'text/plain' },
      data: '{"query":"{ __typename }"}',
    });
    expect(plain.status()).toBe(415);
    expect((await plain.json()).errors[0].message).toBe('Send the operation as application/json');
    const put = await request.put('/graphql', {
      headers: { 'content-type': 'application/json' },
      data: { query: '{ __typename }' },
    });
    expect(put.status()).toBe(405);
    expect(put.headers()['allow']).toBe('GET, POST, OPTIONS');
    expect((await put.json()).errors[0].message).toBe('Use GET or POST');
  });

  test('answers a bad image request with 400 and an unknown image with 404', async ({ request }) => {
    expect((await request.get('/image/123456-0?w=abc')).status()).toBe(400);
    expect((await request.get('/image/000000-0')).status()).toBe(404);
    expect((await request.get('/image/..%2F..%2Fetc%2Fpasswd')).status()).toBe(404);
  });
});
