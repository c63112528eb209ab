import { shopSetCookie } from '@/lib/cookie-attributes';
import { COOKIES } from '@/lib/consent/cookie-registry';
import { contentVariantCookie } from '@/lib/targeting/content-variant';
import { ownPageShop } from '@/server/http/own-page-shop';
import { requestHost } from '@/server/shop/request-shop';
import { DISPLAY_COOKIE, isProvisionedDisplay } from './display-provisioning';

/** Cookies a display keeps: its own mark, and the editors' (never on a display) stay untouched. */
const KEPT = new Set(['payload-token', DISPLAY_COOKIE]);

/**
 * POST /api/store/reset: an in-store display starts over after its idle time (spec storefront S1
 * runtime 'store'): every cookie of the shop is expired, so the next shopper at the display gets no
 * basket, wishlist, loyalty number, consent or history of the one before. Only from the shop's own
 * pages (Origin and Fetch Metadata).
 */
export function resetDisplaySession(request: Request): Response {
  const json = (status: number, body: object) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
  if (request.method !== 'POST')
    return json(405, { error: { code: 'METHOD_NOT_ALLOWED', message: 'Use POST.' } });
  const shop = ownPageShop(request);
  if (shop === 'unknown-shop')
    return json(404, { error: { code: 'NOT_FOUND', message: 'No shop answers here.' } });
  if (shop === 'foreign')
    return json(403, {
      error: { code: 'FORBIDDEN', message: "Only the shop's own pages may reset a display." },
    });
  // only a display the operator set up forgets its shopper: a link with store=1 must not wipe a
  // web shopper's basket and login
  const cookie =
    new RegExp(`(?:^|;\\s*)${DISPLAY_COOKIE}=([^;]*)`).exec(request.headers.get('cookie') ?? '')?.[1] ?? null;
  if (!isProvisionedDisplay(shop.code, requestHost(request.headers, request.url), cookie))
    return json(403, { error: { code: 'FORBIDDEN', message: 'This browser is no in-store display.' } });
  const names = COOKIES.map((cookie) => cookie.name.replace('{shop}', shop.code)).filter(
    (name) => !KEPT.has(name),
  );
  const response = json(200, { reset: true });
  for (const name of new Set([...names, contentVariantCookie(shop.code)]))
    response.headers.append(
      'set-cookie',
      shopSetCookie(name, '', request.url, { maxAgeSeconds: 0, httpOnly: false }),
    );
  return response;
}
