import { shopSetCookie } from '@/lib/cookie-attributes';
import { shopOfRequest } from '@/server/shop/request-shop';
import { DISPLAY_COOKIE, DISPLAY_DAYS, displayToken, isDisplayKey } from './display-provisioning';

/**
 * GET /api/store/display?key={STORE_DISPLAY_KEY}: an operator opens this once in a display's
 * browser; it marks the browser as the shop's in-store display (cookie) and opens its start page.
 * A wrong or missing key changes nothing.
 */
export function setUpDisplay(request: Request): Response {
  const resolved = shopOfRequest(request.headers, request.url);
  const key = new URL(request.url).searchParams.get('key');
  const token = 'shop' in resolved && isDisplayKey(key) ? displayToken(resolved.shop.code) : null;
  if (!('shop' in resolved) || !token)
    return new Response(
      JSON.stringify({ error: { code: 'FORBIDDEN', message: 'Not a display key of this shop.' } }),
      {
        status: 403,
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      },
    );
  return new Response(null, {
    status: 303,
    headers: {
      location: '/?store=1',
      'cache-control': 'no-store',
      'set-cookie': shopSetCookie(DISPLAY_COOKIE, token, request.url, {
        maxAgeSeconds: DISPLAY_DAYS * 86_400,
        httpOnly: true,
      }),
    },
  });
}
