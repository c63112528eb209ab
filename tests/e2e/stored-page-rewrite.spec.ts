import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectInteractive } from './support/interactive';

/**
 * A stored page is Next.js's HTML rewritten twice (decision 0036): its framework scripts start after
 * the first paint (lib/html/hydrate-after-paint.ts) and its inline scripts are allowed by hash
 * instead of a nonce (page-cache/script-hashes.ts). Both are pinned here on every type of page that
 * enters the store, against the HTML this Next.js writes: an upgrade that changes its output makes
 * the rewrite fall back (the starter missing) or the page not start, and this test fails.
 */
const PAGES: [type: string, path: string, control: string][] = [
  ['home page', '/', 'header a[href="/basket"]'],
  ['listing', '/mode/damen-kleider', 'header a[href="/basket"]'],
  ['filtered and sorted listing', '/mode/damen-kleider?sort=priceAsc', 'header a[href="/basket"]'],
  ['search results', '/search?q=kleid', 'header a[href="/basket"]'],
  ['content page', '/content/impressum', 'header a[href="/basket"]'],
  ['inspiration page', '/inspiration/herbst-in-schichten', 'header a[href="/basket"]'],
  ['outfit page', '/outfit/buero-chic', 'header a[href="/basket"]'],
  ['empty basket', '/basket', 'header a[href="/basket"]'],
  ['empty wishlist', '/wishlist', 'header a[href="/basket"]'],
];

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

test('every stored page type starts its scripts after the paint and allows them by hash', async ({
  request,
  page,
}) => {
  // a product page: the first one the listing links
  const listing = await (await request.get('/mode/damen-kleider')).text();
  const product = /href="(\/p\/\d{6})"/.exec(listing)?.[1];
  expect(product).toBeTruthy();
  const violations: string[] = [];
  const errors: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('CSP ')) violations.push(message.text());
  });

  for (const [type, path, control] of [
    ...PAGES,
    ['product page', product!, 'header a[href="/basket"]'] as const,
  ]) {
    let state: string | undefined;
    let answer = await request.get(path);
    await expect
      .poll(
        async () => {
          answer = await request.get(path);
          state = answer.headers()['x-page-cache'];
          return state;
        },
        { message: type, timeout: 15_000 },
      )
      .toMatch(/^(HIT|STORE)$/);
    const html = await answer.text();
    const csp = answer.headers()['content-security-policy']!;

    // the framework's scripts are started by the page's starter, not by tags of their own
    expect(html, type).not.toMatch(/<script src="\/_next\/static\/[^"]*" async/);
    expect(html, type).not.toMatch(/<link rel="preload" as="script"[^>]*href="\/_next\/static\//);
    expect(html, type).toContain("getEntriesByName('first-contentful-paint')");
    expect(html, type).toMatch(/\/_next\/static\/chunks\/turbopack-[^"]*\.js/);

    // no nonce anywhere; each inline script the page runs is allowed by its hash, and only those
    expect(html, type).not.toMatch(/\snonce="/);
    expect(csp, type).not.toMatch(/'nonce-/);
    const inline = [...html.matchAll(/<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/\s(src|type)=/.test(attributes ?? ''))
      .map(([, , body]) => sha256(body!));
    const allowed = /script-src ([^;]*)/
      .exec(csp)![1]!
      .split(' ')
      .filter((source) => source.startsWith("'sha256-"));
    expect(new Set(allowed), type).toEqual(new Set(inline));

    // in the browser: the stored page starts, nothing is blocked, React takes over its controls
    // (again if a change elsewhere dropped the page meanwhile)
    await expect
      .poll(async () => (await page.goto(path))!.headers()['x-page-cache'], { message: type })
      .toMatch(/^(HIT|STORE)$/);
    await expectInteractive(page.locator(control).first());
  }
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});
