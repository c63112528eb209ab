import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { cacheRegistry } from '@/server/cache-registry';
import { isCacheablePageRequest, pageCacheKey } from '@/lib/page-cache/cacheable-request';
import { PageCache, type RenderedPage } from './page-cache';

/** Marks the cache's own render request; known only inside this process. */
const holder = globalThis as unknown as { __pageCacheSecret?: string };
const RENDER_SECRET = (holder.__pageCacheSecret ??= randomUUID());
const RENDER_HEADER = 'x-page-cache-render';

/** Headers that belong to one connection or one encoding, never replayed from the cache. */
const HOP_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
]);

function pageCache(): PageCache | null {
  const setting = process.env.PAGE_CACHE?.trim().toLowerCase();
  if (setting === 'off' || (process.env.NODE_ENV === 'development' && setting !== 'on')) return null;
  const registry = cacheRegistry();
  let cache = registry.get('pages') as PageCache | undefined;
  if (!cache) {
    // validated by `npm start` (scripts/env.ts); defaults for anything else
    cache = new PageCache({
      ttlMs: positiveNumber(process.env.PAGE_CACHE_TTL_SECONDS, 60) * 1000,
      maxBytes: positiveNumber(process.env.PAGE_CACHE_MB, 128) * 1024 * 1024,
    });
    registry.set('pages', cache);
  }
  return cache;
}

function positiveNumber(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Whether this request is the page cache rendering a page (it goes to the app unchanged). */
export function isPageCacheRender(request: NextRequest): boolean {
  return request.headers.get(RENDER_HEADER) === RENDER_SECRET;
}

/**
 * Answers a catalogue page from the shared page cache, rendering it once through the app when it is
 * missing. Null when the request is not cacheable, the render failed or its answer is no page to share
 * (redirect, error, cookie): then the app answers it itself.
 */
export async function serveCachedPage(request: NextRequest): Promise<NextResponse | null> {
  const cache = pageCache();
  if (!cache) return null;
  const url = request.nextUrl;
  const cookieNames = request.cookies.getAll().map((c) => c.name);
  const facts = {
    method: request.method,
    pathname: url.pathname,
    searchParams: url.searchParams,
    header: (name: string) => request.headers.get(name),
    cookieNames,
  };
  if (!isCacheablePageRequest(facts)) return null;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  const proto = request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '');
  const key = pageCacheKey(`${proto}://${host}`, url.pathname, url.search);
  try {
    const { page, state } = await cache.get(key, () => renderPage(url.pathname + url.search, host, proto));
    // redirects, error pages and answers with cookies are answered by the app for this request alone
    if (!page.shareable) return null;
    const headers = new Headers(page.headers);
    headers.set('x-page-cache', state.toUpperCase());
    const body = new Uint8Array(page.body.buffer as ArrayBuffer, page.body.byteOffset, page.body.length);
    // the server compresses the answer as the client accepts it
    return new NextResponse(body, { status: page.status, headers });
  } catch {
    return null;
  }
}

/** Renders the page through the app on this server, as an anonymous shopper on the same host. */
async function renderPage(pathAndQuery: string, host: string, proto: string): Promise<RenderedPage> {
  const origin = process.env.PAGE_CACHE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const response = await fetch(`${origin}${pathAndQuery}`, {
    headers: {
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
  const body = Buffer.from(await response.arrayBuffer());
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!HOP_HEADERS.has(name)) headers.push([name, value]);
  });
  return {
    status: response.status,
    headers,
    body,
    shareable: response.status === 200 && !response.headers.has('set-cookie'),
  };
}
