import type { IncomingMessage, ServerResponse } from 'node:http';
import { UNKNOWN_PATH } from '@/lib/url/decodable-path';
import type { RenderedPage } from '@/server/page-cache/page-cache';
import { withFreshNonce } from '@/server/page-cache/fresh-nonce';
import { renderPage } from '@/server/page-cache/render-page';
import { shopOfRequest } from '@/server/shop/request-shop';
import { isStoreHost } from '@/server/shop/store-hosts';
import { hasWebviewPrefix, withoutWebviewPrefix } from '@/lib/webview/shop-href';
import { notFoundRenders } from './not-found-renders';

/** The rendered 404 page per host, kept briefly: floods of bad URLs cost one render a minute. */
const KEEP_MS = 60_000;

/** Where a 404 is shown: inside the app, on an in-store display, or on the web (each its own frame). */
type Channel = 'webview' | 'store' | 'web';

const CHANNEL_PATH: Record<Channel, string> = {
  webview: `/webview${UNKNOWN_PATH}`,
  store: `${UNKNOWN_PATH}?store=1`,
  web: UNKNOWN_PATH,
};

function channelOf(req: IncomingMessage, host: string): Channel {
  const url = req.url ?? '/';
  if (hasWebviewPrefix(url)) return 'webview';
  if (/[?&]store=1(&|$)/.test(url) || isStoreHost(host)) return 'store';
  return 'web';
}

function notFoundPage(
  shopCode: string,
  host: string,
  proto: string,
  channel: Channel,
): Promise<RenderedPage> {
  // per shop and channel, whichever of its hosts (or Host header spellings) asked
  const key = `${shopCode}|${proto}|${channel}`;
  const rendered = notFoundRenders();
  const hit = rendered.get(key);
  if (hit && hit.until > Date.now()) return hit.page;
  if (rendered.size > 100) rendered.clear();
  const page = renderPage(CHANNEL_PATH[channel], host, proto);
  rendered.set(key, { page, until: Date.now() + KEEP_MS });
  page.catch(() => rendered.delete(key));
  return page;
}

/** A browser's document request (not a client navigation, prefetch or server action). */
function isDocumentRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers.rsc || req.headers['next-router-prefetch'] || req.headers['next-action']) return false;
  return !(req.url ?? '').includes('_rsc=');
}

/**
 * Next.js answers a page's notFound() with an empty `__next_error__` shell that only its scripts
 * fill (vercel/next.js#98954): without JavaScript, and for crawlers, the page is blank. This answers
 * every HTML 404 of a document request with the shop's complete 404 page instead, rendered on the
 * server once a minute per shop (each answer with its own CSP nonce), keeping the status 404.
 */
export function completeNotFoundPages(
  req: IncomingMessage,
  res: ServerResponse,
  origin: { host: string; proto: string },
): void {
  if (!isDocumentRequest(req)) return;
  // an unknown host already gets its own complete page ('Shop … is not configured')
  const resolved = shopOfRequest({ get: (name) => (name === 'host' ? origin.host : null) });
  if ('unknownCode' in resolved) return;
  const shopCode = resolved.shop.code;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let replacing = false;

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const type = String(res.getHeader('content-type') ?? findType(rest) ?? '');
    if (status === 404 && type.startsWith('text/html')) {
      replacing = true;
      return res;
    }
    return writeHead(status, ...rest);
  }) as typeof res.writeHead;
  res.write = ((...args: unknown[]) => (replacing ? true : write(...args))) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    if (!replacing) return end(...args);
    sendNotFoundPage(req, res, shopCode, origin, writeHead, end);
    return res;
  }) as typeof res.end;
}

/**
 * The 404 page's own address (`/e404`, `/webview/e404`) asked for by a visitor: the page with the
 * status 404, as for any unknown address (the page cache's render requests get the page itself).
 * False when it is not a document request or the host is not a shop's.
 */
export function serveUnknownPathPage(
  req: IncomingMessage,
  res: ServerResponse,
  origin: { host: string; proto: string },
): boolean {
  if (withoutWebviewPrefix((req.url ?? '/').split('?', 1)[0]!) !== UNKNOWN_PATH) return false;
  return serveNotFoundPage(req, res, origin);
}

/**
 * The shop's 404 page (status 404) for a document request, as Next.js's answer would be completed:
 * for a page the page cache's render did not find (an old product's address), without rendering it
 * once more through Next.js. False when it is not a document request or the host is not a shop's.
 */
export function serveNotFoundPage(
  req: IncomingMessage,
  res: ServerResponse,
  origin: { host: string; proto: string },
): boolean {
  if (!isDocumentRequest(req)) return false;
  const resolved = shopOfRequest({ get: (name) => (name === 'host' ? origin.host : null) });
  if ('unknownCode' in resolved) return false;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  sendNotFoundPage(req, res, resolved.shop.code, origin, writeHead, end);
  return true;
}

function sendNotFoundPage(
  req: IncomingMessage,
  res: ServerResponse,
  shopCode: string,
  origin: { host: string; proto: string },
  writeHead: (...args: unknown[]) => ServerResponse,
  end: (...args: unknown[]) => ServerResponse,
): void {
  notFoundPage(shopCode, origin.host, origin.proto, channelOf(req, origin.host)).then(
    (page) => {
      const { headers, body } = withFreshNonce(page);
      for (const name of ['content-length', 'content-encoding', 'etag', 'vary', 'content-security-policy'])
        res.removeHeader(name);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'no-store');
      // the page's own policy, and what the proxy set for its address (HSTS over HTTPS, the app's
      // noindex): a visitor's request for the 404 page's address does not pass the proxy itself
      for (const name of ['content-security-policy', 'strict-transport-security', 'x-robots-tag']) {
        const value = headers.get(name);
        if (value && (name === 'content-security-policy' || !res.hasHeader(name))) res.setHeader(name, value);
      }
      writeHead(404);
      end(req.method === 'HEAD' ? undefined : Buffer.from(body.buffer, body.byteOffset, body.length));
    },
    () => {
      writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      end('Not Found\n');
    },
  );
}

function findType(rest: unknown[]): string | undefined {
  const headers = rest.find((r) => r && typeof r === 'object') as Record<string, unknown> | undefined;
  if (!headers) return undefined;
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type');
  return entry ? String(entry[1]) : undefined;
}
