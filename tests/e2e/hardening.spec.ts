import { createHash } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { expect, test } from '@playwright/test';

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

test('malformed paths get a complete 404 page without scripts, never a 500 or an empty shell', async ({
  browser,
  request,
}) => {
  // the 404 page's own address too (it answered 200)
  for (const path of ['/brand/%ZZ', '/image/%E4', '/robots.txt/%E4', '/sitemap.xml/%ZZ', '/webview/e404'])
    expect((await request.get(path)).status(), path).toBe(404);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ['/mode/%E0%A4%A', '/gibt-es-nicht', '/p/999999', '/e404']) {
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Diese Seite gibt es leider nicht.' }),
      path,
    ).toBeVisible();
    await expect(page).toHaveTitle(/Seite nicht gefunden/);
  }
  await context.close();
});

test('malformed server-action bodies, form posts and router states are answered 400 or 413, never 500', async ({
  request,
}) => {
  const action = { 'next-action': '0'.repeat(42), 'content-type': 'text/plain;charset=UTF-8' };
  // not JSON, and references to parts the body does not have (found by attacking the shop)
  for (const data of ['garbage{', '["$1"]', '["$Q1"]', '["$B1"]', '[{"then":"$1:then"}]'])
    expect((await request.post('/mode', { headers: action, data })).status(), data).toBe(400);
  const multipart = await request.post('/mode', {
    headers: { 'next-action': '0'.repeat(42), 'content-type': 'multipart/form-data; boundary=zz' },
    data: 'garbage\r\n--zz--\r\n',
  });
  expect(multipart.status()).toBe(400);
  // a page's form sent without scripts: a broken body, one without boundary, one too large
  for (const [path, type] of [
    ['/', 'multipart/form-data; boundary=zz'],
    ['/p/100001', 'multipart/form-data'],
    ['/webview/mode', 'multipart/form-data; boundary=zz'],
  ] as const) {
    const response = await request.post(path, { headers: { 'content-type': type }, data: 'garbage' });
    expect(response.status(), path).toBe(400);
  }
  const large = await request.post('/', { multipart: { x: 'a'.repeat(2_000_000) } });
  expect(large.status()).toBe(413);
  // a client-side navigation with a router state Next.js cannot read
  const navigation = await request.get('/mode/damen-kleider', {
    headers: { rsc: '1', 'next-router-state-tree': 'x' },
  });
  expect(navigation.status()).toBe(400);
  expect(await navigation.text()).toBe('Bad Request: the router state header could not be read.\n');
});

test('a page refuses PUT, PATCH, DELETE and OPTIONS with 405 and the methods it takes; a form sent before the scripts ran shows the page', async ({
  request,
}) => {
  for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
    for (const path of ['/mode/damen-kleider', '/customer', '/', '/webview/mode', '/api/nope']) {
      const response = await request.fetch(path, { method, maxRedirects: 0 });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers()['allow']).toBe('GET, HEAD, POST');
      expect(await response.text()).toBe('Method Not Allowed: a page takes GET, HEAD, POST.\n');
    }
  }
  const form = await request.post('/customer', { form: { email: 'a@example.com' }, maxRedirects: 0 });
  expect(form.status()).toBe(200);
  expect(await form.text()).toContain('<html');
  // route handlers keep their own methods
  expect((await request.fetch('/cms/api/pages', { method: 'OPTIONS' })).status()).not.toBe(405);
});

test('a route asked with a method it does not take gets 405 with the methods it takes', async ({
  request,
}) => {
  const cases: [string, string, string][] = [
    ['PUT', '/robots.txt', 'GET, HEAD, OPTIONS'],
    ['DELETE', '/image/abc-0', 'GET, HEAD, OPTIONS'],
    ['POST', '/sitemap.xml', 'GET, HEAD, OPTIONS'],
    ['PUT', '/api/events', 'GET, POST, HEAD, OPTIONS'],
    ['GET', '/api/operator/bounces', 'POST, DELETE, OPTIONS'],
    ['POST', '/icon.svg', 'GET, HEAD, OPTIONS'],
    ['DELETE', '/webview/customer/invoices/1/pdf', 'GET, HEAD, OPTIONS'],
  ];
  for (const [method, path, allow] of cases) {
    const response = await request.fetch(path, { method, maxRedirects: 0 });
    expect(response.status(), `${method} ${path}`).toBe(405);
    expect(response.headers()['allow']).toBe(allow);
    expect(await response.text()).toBe(`Method Not Allowed: this address takes ${allow}.\n`);
  }
  expect((await request.fetch('/robots.txt', { method: 'HEAD' })).status()).toBe(200);
  expect((await request.fetch('/robots.txt', { method: 'OPTIONS' })).status()).toBe(204);
});

test('a malformed multipart body to the CMS API is answered 400, not 500', async ({ request }) => {
  for (const path of [
    '/cms/api/editors/login',
    '/cms/api/editors/forgot-password',
    '/cms/api/content-pages',
  ]) {
    const response = await request.post(path, {
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      data: 'garbage',
    });
    expect(response.status(), path).toBe(400);
  }
});

test('every answer carries the security headers: API, images, logos, robots, sitemaps, redirects and errors', async ({
  request,
}) => {
  const answers = {
    graphql: await request.get('/graphql?query=%7B__typename%7D'),
    robots: await request.get('/robots.txt'),
    sitemap: await request.get('/sitemap.xml'),
    redirect: await request.get('/mode/damen-kleider?page=1', { maxRedirects: 0 }),
    logo: await request.get('/brand/1'),
    broken: await request.get('/brand/%ZZ'),
    page: await request.get('/mode'),
  };
  for (const [name, response] of Object.entries(answers)) {
    const headers = response.headers();
    expect(headers['x-content-type-options'], name).toBe('nosniff');
    expect(headers['x-frame-options'], name).toBe('DENY');
    expect(headers['content-security-policy'], name).toMatch(/default-src/);
    expect(headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
    // scripts/e2e.ts configures HSTS_MAX_AGE=600
    expect(headers['strict-transport-security'], name).toBe('max-age=600; includeSubDomains');
  }
  expect(answers.graphql.headers()['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
});

test('cached pages share no nonce: their scripts are allowed by hash; only named routes enter the cache', async ({
  request,
}) => {
  const path = '/mode/damen-kleider?sort=priceAsc';
  // on a fresh server each worker stores listings once it has read its shop's listing entries
  // (decision 0028), so the first requests may be rendered
  let a = await request.get(path);
  await expect
    .poll(
      async () => {
        a = await request.get(path);
        return a.headers()['x-page-cache'];
      },
      { timeout: 15_000 },
    )
    .toBe('HIT');
  const csp = a.headers()['content-security-policy']!;
  expect(nonceOf(csp)).toBeUndefined();
  const html = await a.text();
  expect(html).not.toMatch(/\snonce="/);
  // exactly the page's inline scripts are allowed, each by its SHA-256 hash
  const inline = [...html.matchAll(/<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\s(src|type)=/.test(attributes ?? ''))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
  expect(inline.length).toBeGreaterThan(0);
  const allowed = /script-src ([^;]*)/
    .exec(csp)![1]!
    .split(' ')
    .filter((s) => s.startsWith("'sha256-"));
  expect(new Set(allowed)).toEqual(new Set(inline));
  expect(csp).toContain("'strict-dynamic'");
  // pages rendered per request keep a nonce of their own
  const personalA = await request.get('/katalog');
  const personalB = await request.get('/katalog');
  expect(nonceOf(personalA.headers()['content-security-policy'])).toBeTruthy();
  expect(nonceOf(personalA.headers()['content-security-policy'])).not.toBe(
    nonceOf(personalB.headers()['content-security-policy']),
  );
  for (const other of ['/katalog', '/optout', '/gibt-es-nicht-mehr']) {
    await request.get(other);
    expect((await request.get(other)).headers()['x-page-cache'], other).toBeUndefined();
  }
});

test('the operator API refuses control characters with 400 (PostgreSQL stores no NUL)', async ({
  request,
}) => {
  const authorization = `Bearer ${process.env.OPERATOR_TOKEN ?? 'e2e-operator-token-0123456789abcdef'}`;
  const headers = { authorization };
  for (const [method, path] of [
    ['GET', '/api/operator/outbox?to=%00'],
    ['GET', '/api/operator/outbox?kind=%00'],
    ['DELETE', '/api/operator/bounces?address=a%00b'],
    ['GET', '/api/operator/consents?visitor=aaaaaaaaaaaaaaaaaaaaa&shop=%00'],
  ] as const) {
    const response = await request.fetch(path, { method, headers });
    expect(response.status(), path).toBe(400);
    expect((await response.json()).error, path).toMatch(/^(to|kind|address|shop): /);
  }
  const bounce = await request.post('/api/operator/bounces', {
    headers,
    data: { address: 'a\u0000b@example.com', type: 'hard' },
  });
  expect(bounce.status()).toBe(400);
});

/** A request as a client may send it, whatever the method (fetch refuses TRACE). */
function raw(base: string, method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = httpRequest(new URL(path, base), { method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

test('odd methods, ranges and names get a clear answer, never a 500 or a hanging request', async ({
  request,
  baseURL,
}) => {
  const base = baseURL!;
  const trace = await raw(base, 'TRACE', '/mode');
  expect(trace.status).toBe(501);
  expect(trace.body).toContain('Not Implemented');
  expect((await raw(base, 'TRACE', '/graphql')).status).toBe(501);
  // a client that offers an upgrade (curl --http2 over http) gets the page in HTTP/1.1
  const offered = await raw(base, 'GET', '/robots.txt', {
    connection: 'Upgrade, HTTP2-Settings',
    upgrade: 'h2c',
    'http2-settings': 'AAMAAABkAAQAoAAAAAIAAAAA',
  });
  expect(offered.status).toBe(200);
  expect(offered.body).toContain('Sitemap');
  // a build asset and a file of public/: read only, whole where the range does not fit
  const html = await (await request.get('/mode')).text();
  const css = /href="(\/_next\/static\/[^"]+\.css)"/.exec(html)![1]!;
  for (const path of [css, '/icons/category/c-sale.svg']) {
    const posted = await raw(base, 'POST', path);
    expect(posted.status, path).toBe(405);
    expect(posted.headers.allow, path).toBe('GET, HEAD, OPTIONS');
    expect((await raw(base, 'OPTIONS', path)).status, path).toBe(204);
  }
  for (const range of ['bytes=5-1', 'bytes=-0', 'bytes=abc', 'bytes=999999999-']) {
    const answer = await raw(base, 'GET', css, { range });
    expect(answer.status, range).toBe(200);
    expect(answer.body.length, range).toBeGreaterThan(100);
  }
  // a parameter named __proto__ is a parameter like any other (it hung the request)
  for (const path of [
    '/mode?__proto__=1',
    '/mode/damen-kleider?%5F%5Fproto%5F%5F=1&page=1',
    '/search?q=kleid&__proto__',
  ])
    expect((await request.get(path, { timeout: 10_000 })).status(), path).toBe(200);
  for (const path of [
    '/cms/api/__proto__',
    '/cms/api/constructor',
    '/cms/api/toString',
    '/cms/api/%5F%5Fproto%5F%5F',
  ]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(await answer.json(), path).toEqual({ errors: [{ message: 'Not Found' }] });
  }
});
