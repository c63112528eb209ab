import { hydrateAfterPaint } from '@/lib/html/hydrate-after-paint';
import { PAGE_VARIANT_HEADER } from '@/lib/client/client-headers';
import type { PageVariant } from '@/lib/page-cache/page-variant';
import { rawBody, type RenderedPage } from './page-cache';
import { etagOf } from './page-store';
import { withScriptHashes } from './script-hashes';
import { RENDER_HEADER, RENDER_SECRET } from './render-secret';
import { canRenderInProcess, renderInProcess, type InProcessAnswer } from './render-in-process';

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
  const port = process.env.PORT ?? 3000;
  const requestHeaders = {
    [PAGE_VARIANT_HEADER]: variant,
    // a neutral agent: the variant, not this header, says what kind of visitor the page is for
    'user-agent': 'shop-page-cache',
    accept: 'text/html',
    'accept-encoding': 'identity',
    'x-forwarded-host': host,
    'x-forwarded-proto': proto,
    [RENDER_HEADER]: RENDER_SECRET,
  };
  const answer = canRenderInProcess()
    ? await renderInProcess(pathAndQuery, { host: `127.0.0.1:${port}`, ...requestHeaders }, RENDER_TIMEOUT_MS)
    : await renderOverHttp(pathAndQuery, requestHeaders);
  const contentType = answer.headers.find(([name]) => name === 'content-type')?.[1] ?? '';
  let text = contentType.startsWith('text/html') ? hydrateAfterPaint(answer.body.toString('utf8')) : null;
  const headers = answer.headers.filter(([name]) => !HOP_HEADERS.has(name));
  // a page whose scripts are allowed by their hashes carries no nonce: stored compressed, served as is
  const cspAt = headers.findIndex(([name]) => name === 'content-security-policy');
  const hashed = text !== null && cspAt >= 0 ? withScriptHashes(text, headers[cspAt]![1]) : null;
  if (hashed) {
    text = hashed.html;
    headers[cspAt] = ['content-security-policy', hashed.csp];
  }
  const body = text !== null ? Buffer.from(text) : answer.body;
  const redirect = REDIRECTS.has(answer.status) && answer.headers.some(([name]) => name === 'location');
  return {
    status: answer.status,
    headers,
    body,
    etag: etagOf(body),
    // a redirect (an article number searched) is the same for everyone, like a page; a page that
    // would need a nonce per answer (an external script only a nonce allows) is rendered per request
    shareable:
      ((answer.status === 200 && hashed !== null) || redirect) &&
      !answer.headers.some(([name]) => name === 'set-cookie'),
    precompressible: hashed !== null || redirect,
  };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const RENDER_TIMEOUT_MS = 30_000;

/**
 * The render as an HTTP request to this server: where the app runs without the shop's HTTP server
 * in the same process (its proxy asks the page cache).
 */
async function renderOverHttp(
  pathAndQuery: string,
  headers: Record<string, string>,
): Promise<InProcessAnswer> {
  const origin = process.env.PAGE_CACHE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const response = await fetch(`${origin}${pathAndQuery}`, {
    headers,
    redirect: 'manual',
    cache: 'no-store',
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
  });
  const answerHeaders: [string, string][] = [];
  response.headers.forEach((value, name) => answerHeaders.push([name, value]));
  return { status: response.status, headers: answerHeaders, body: Buffer.from(await response.arrayBuffer()) };
}

/** A rendered page's body as a response body, without copying it. */
export function responseBody(page: RenderedPage): Uint8Array<ArrayBuffer> {
  const body = rawBody(page);
  return new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length);
}
