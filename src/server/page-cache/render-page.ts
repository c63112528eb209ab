import { hydrateAfterPaint } from '@/lib/html/hydrate-after-paint';
import { PAGE_VARIANT_HEADER } from '@/lib/client/client-headers';
import type { PageVariant } from '@/lib/page-cache/page-variant';
import type { RenderedPage } from './page-cache';
import { withScriptHashes } from './script-hashes';
import { RENDER_HEADER, RENDER_SECRET } from './render-secret';

/** Headers that belong to one connection or one encoding, never replayed from a stored page. */
const HOP_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
]);

/** Renders a page through the app on this server, as an anonymous shopper on the same host (and device). */
export async function renderPage(
  pathAndQuery: string,
  host: string,
  proto: string,
  /** the page's variant (lib/page-cache/page-variant.ts): '' the plain page */
  variant: PageVariant = '',
): Promise<RenderedPage> {
  const origin = process.env.PAGE_CACHE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const response = await fetch(`${origin}${pathAndQuery}`, {
    headers: {
      [PAGE_VARIANT_HEADER]: variant,
      // a neutral agent: the variant, not this header, says what kind of visitor the page is for
      'user-agent': 'shop-page-cache',
      accept: 'text/html',
      'accept-encoding': 'identity',
      'x-forwarded-host': host,
      'x-forwarded-proto': proto,
      [RENDER_HEADER]: RENDER_SECRET,
    },
    redirect: 'manual',
    cache: 'no-store',
    signal: AbortSignal.timeout(30_000),
  });
  const html = response.headers.get('content-type')?.startsWith('text/html') ?? false;
  let text = html ? hydrateAfterPaint(await response.text()) : null;
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!HOP_HEADERS.has(name)) headers.push([name, value]);
  });
  // a page whose scripts are allowed by their hashes carries no nonce: stored compressed, served as is
  const cspAt = headers.findIndex(([name]) => name === 'content-security-policy');
  const hashed = text !== null && cspAt >= 0 ? withScriptHashes(text, headers[cspAt]![1]) : null;
  if (hashed) {
    text = hashed.html;
    headers[cspAt] = ['content-security-policy', hashed.csp];
  }
  const body = text !== null ? Buffer.from(text) : Buffer.from(await response.arrayBuffer());
  const redirect = REDIRECTS.has(response.status) && response.headers.has('location');
  return {
    status: response.status,
    headers,
    body,
    // a redirect (an article number searched) is the same for everyone, like a page; a page that
    // would need a nonce per answer (an external script only a nonce allows) is rendered per request
    shareable:
      ((response.status === 200 && hashed !== null) || redirect) && !response.headers.has('set-cookie'),
    precompressible: hashed !== null || redirect,
  };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A rendered page's body as a response body, without copying it. */
export function responseBody(page: RenderedPage): Uint8Array<ArrayBuffer> {
  return new Uint8Array(page.body.buffer as ArrayBuffer, page.body.byteOffset, page.body.length);
}
