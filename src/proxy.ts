import { NextResponse, type NextRequest } from 'next/server';
import { buildContentSecurityPolicy } from '@/lib/security-headers';
import { unknownShopPage } from '@/lib/shop/unknown-shop-page';
import { isDecodableActionBody } from '@/lib/http/server-action-body';
import { isDecodablePath, UNKNOWN_PATH } from '@/lib/url/decodable-path';
import { serveCachedPage } from '@/server/page-cache/serve-cached-page';
import { isPageCacheRender, publicOrigin, renderPage, responseBody } from '@/server/page-cache/render-page';
import { shopOfRequest } from '@/server/shop/request-shop';

/**
 * Catalogue pages come from the shared page cache when the request is anonymous (decision 0007);
 * everything else is rendered by the app with the security headers below.
 */
export async function proxy(request: NextRequest) {
  const shop = shopOfRequest(request.headers);
  if ('unknownCode' in shop) return unknownShop(shop.unknownCode);
  if (!isDecodablePath(request.nextUrl.pathname)) return unknownPathPage(request);
  if (request.method === 'POST' && request.headers.has('next-action')) {
    const body = await request.clone().text();
    if (!isDecodableActionBody(request.headers.get('content-type'), body))
      return new NextResponse('Bad Request', {
        status: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      });
  }
  // router prefetches are answered by the app itself (they never enter the page cache)
  if (!isPageCacheRender(request) && !request.headers.has('next-router-prefetch')) {
    const cached = await serveCachedPage(request);
    if (cached) return cached;
  }
  return secured(request);
}

/**
 * Security headers for every page: a CSP nonce per render (Next.js applies it to its own scripts
 * when the request carries the policy), no framing, no MIME sniffing, and HSTS on HTTPS.
 */
function secured(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  // the scheme a trusted proxy reports; a client's own X-Forwarded-Proto counts for nothing
  const https =
    request.nextUrl.protocol === 'https:' ||
    (process.env.TRUST_PROXY === '1' && request.headers.get('x-forwarded-proto') === 'https');
  const csp = buildContentSecurityPolicy({ nonce, dev: process.env.NODE_ENV === 'development', https });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', csp);
  // ?localeTexts=true shows message keys instead of texts (for translators and testers)
  if (request.nextUrl.searchParams.get('localeTexts') === 'true') requestHeaders.set('x-locale-texts', '1');
  else requestHeaders.delete('x-locale-texts');
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.headers.set('X-Frame-Options', 'DENY');
  response.headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  // HSTS_MAX_AGE (set by the shop's server on every answer) wins over this default for HTTPS
  if (https && !process.env.HSTS_MAX_AGE)
    response.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  return response;
}

export const config = {
  matcher: [
    {
      source:
        '/((?!_next/static|_next/image|image/|brand/|icons/|graphql|favicon.ico|robots.txt|sitemap.xml).*)',
    },
  ],
};

/**
 * An undecodable path (`/%ZZ`) is an unknown path: the shop's 404 page, rendered for a path no route
 * has. Next.js itself would fail to decode it on every route and answer with a bare 500.
 */
async function unknownPathPage(request: NextRequest) {
  const { host, proto } = publicOrigin(request);
  try {
    const page = await renderPage(UNKNOWN_PATH, host, proto);
    return new NextResponse(responseBody(page), { status: 404, headers: new Headers(page.headers) });
  } catch {
    return new NextResponse('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } });
  }
}

/** A host no shop is configured for: 404 with the spec's text, never another shop's content. */
function unknownShop(code: string) {
  return new NextResponse(unknownShopPage(code), {
    status: 404,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  });
}
