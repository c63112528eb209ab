import { NextResponse, type NextRequest } from 'next/server';
import { buildContentSecurityPolicy } from '@/lib/security-headers';
import { unknownShopPage } from '@/lib/shop/unknown-shop-page';
import { isDecodableActionBody } from '@/lib/http/server-action-body';
import { isMethodRefusedByPage, isRouteHandlerPath, PAGE_METHODS } from '@/lib/http/page-methods';
import { isReadableRouterState } from '@/lib/http/router-state';
import { isForwardedHttps } from '@/lib/http/forwarded-proto';
import { isDecodablePath } from '@/lib/url/decodable-path';
import { readBodyWithin } from '@/server/http/read-body';
import { requestHost, shopOfRequest } from '@/server/shop/request-shop';
import { isStoreHost } from '@/server/shop/store-hosts';
import { DISPLAY_COOKIE } from '@/lib/store/display-cookie';
import { DOCUMENT_HEADER, RUNTIME_HEADER, WEBVIEW_HEADER } from '@/lib/client/client-headers';
import { isDocumentRequest } from '@/lib/http/document-request';
import { hasWebviewPrefix, STORE_PARAM, withoutWebviewPrefix } from '@/lib/webview/shop-href';

/**
 * Every request the app renders: the shop of the host, bounded action bodies and the security
 * headers below. Anonymous catalogue pages are answered before Next.js from the shared page cache
 * (decision 0007; src/server/http/shop-server.ts).
 */
export async function proxy(request: NextRequest) {
  const shop = shopOfRequest(request.headers);
  if ('unknownCode' in shop) return unknownShop(shop.unknownCode);
  if (!isDecodablePath(request.nextUrl.pathname)) return unknownPathPage();
  // Next.js would render the page for any method (200 to a DELETE)
  if (isMethodRefusedByPage(request.method, withoutWebviewPrefix(request.nextUrl.pathname)))
    return new NextResponse(`Method Not Allowed: a page takes ${PAGE_METHODS.join(', ')}.\n`, {
      status: 405,
      headers: {
        allow: PAGE_METHODS.join(', '),
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      },
    });
  // a client-side navigation names the router's state: Next.js fails with a 500 on one it cannot read
  const routerState = request.headers.get('next-router-state-tree');
  if (routerState !== null && !isReadableRouterState(routerState))
    return badRequest('Bad Request: the router state header could not be read.');
  const fetchAction = request.headers.has('next-action');
  const contentType = request.headers.get('content-type');
  // what Next.js decodes as a server action: called by the page's scripts, or a form of a page sent
  // before they ran (multipart); route handlers read their own bodies
  if (
    request.method === 'POST' &&
    (fetchAction ||
      (contentType?.toLowerCase().startsWith('multipart/form-data') &&
        !isRouteHandlerPath(withoutWebviewPrefix(request.nextUrl.pathname))))
  ) {
    // the app's actions take a few numbers and short texts; a megabyte is far more than any form sends
    const body = await readBodyWithin(request.clone(), 1_000_000);
    if (body === 'too-large')
      return new NextResponse('Payload Too Large', { status: 413, headers: { 'cache-control': 'no-store' } });
    if (!(await isDecodableActionBody(contentType, body, fetchAction))) return badRequest('Bad Request');
  }
  // catalogue pages from the page cache never get here: the shop's HTTP server answers them
  // (server/page-cache/serve-page-through-cache.ts)
  return secured(request);
}

function badRequest(text: string) {
  return new NextResponse(`${text}\n`, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * Security headers for every page: a CSP nonce per render (Next.js applies it to its own scripts
 * when the request carries the policy), no framing, no MIME sniffing, and HSTS on HTTPS.
 */
function secured(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  // the scheme a trusted proxy reports; a client's own X-Forwarded-Proto counts for nothing
  // (not nextUrl.protocol: Next.js takes that from any X-Forwarded-Proto, trusted or not)
  const https = isForwardedHttps(request.headers.get('x-forwarded-proto'), process.env.TRUST_PROXY === '1');
  // an in-store display (store=1 or a display host): kiosk pages with the camera scanner
  const store =
    request.nextUrl.searchParams.get(STORE_PARAM) === '1' ||
    request.cookies.has(DISPLAY_COOKIE) ||
    isStoreHost(requestHost(request.headers, request.url));
  const csp = buildContentSecurityPolicy({
    nonce,
    dev: process.env.NODE_ENV === 'development',
    https,
    wasm: store,
  });
  const requestHeaders = new Headers(request.headers);
  // the app's pages (/webview prefix) are the shop's pages, told apart by a header only this sets
  const webview = hasWebviewPrefix(request.nextUrl.pathname);
  if (webview) requestHeaders.set(WEBVIEW_HEADER, '1');
  else requestHeaders.delete(WEBVIEW_HEADER);
  if (store) requestHeaders.set(RUNTIME_HEADER, 'store');
  else requestHeaders.delete(RUNTIME_HEADER);
  // a document's static parts travel once, in its markup (decision 0032)
  if (isDocumentRequest(request.method, request.headers)) requestHeaders.set(DOCUMENT_HEADER, '1');
  else requestHeaders.delete(DOCUMENT_HEADER);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', csp);
  // ?localeTexts=true shows message keys instead of texts (for translators and testers)
  if (request.nextUrl.searchParams.get('localeTexts') === 'true') requestHeaders.set('x-locale-texts', '1');
  else requestHeaders.delete('x-locale-texts');
  let response: NextResponse;
  if (webview) {
    const target = request.nextUrl.clone();
    target.pathname = withoutWebviewPrefix(request.nextUrl.pathname);
    response = NextResponse.rewrite(target, { request: { headers: requestHeaders } });
  } else response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  response.headers.set('X-Content-Type-Options', 'nosniff');
  // the app's pages repeat the web's: never indexed, whatever a page's own metadata says
  if (webview) response.headers.set('X-Robots-Tag', 'noindex, follow');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.headers.set('X-Frame-Options', 'DENY');
  response.headers.set(
    'Permissions-Policy',
    `camera=(${store ? 'self' : ''}), microphone=(), geolocation=()`,
  );
  // HSTS_MAX_AGE (set by the shop's server on every answer) wins over this default for HTTPS
  if (https && !process.env.HSTS_MAX_AGE)
    response.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  return response;
}

export const config = {
  matcher: [
    {
      source:
        '/((?!_next/static|_next/image|image/|brand/|icons/|graphql|api/events|favicon.ico|robots.txt|sitemap.xml).*)',
    },
  ],
};

/**
 * An undecodable path (`/%ZZ`) is an unknown path for the shopper; Next.js would fail to decode it
 * on every route with a bare 500. A 404 document: the shop's server fills in its complete 404 page
 * (src/server/http/not-found-page.ts), rendered once a minute per shop, not once per bad URL.
 */
function unknownPathPage() {
  return new NextResponse('<!DOCTYPE html><title>404</title><p>Not Found</p>', {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
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
