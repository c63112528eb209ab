import { NextResponse, type NextRequest } from 'next/server';
import { buildContentSecurityPolicy } from '@/lib/security-headers';

/**
 * Security headers for every page: a per-request CSP nonce (Next.js applies it to its own scripts
 * when the request carries the policy), no framing, no MIME sniffing, and HSTS on HTTPS.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
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
  if (https) response.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  return response;
}

export const config = {
  matcher: [
    {
      source:
        '/((?!_next/static|_next/image|image/|brand/|icons/|graphql|favicon.ico|robots.txt|sitemap.xml).*)',
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    },
  ],
};
