import { shopSetCookie } from '@/lib/cookie-attributes';

/**
 * The authentication cookie (spec S6: logged-in requests carry a bearer token taken from it). HttpOnly:
 * the browser's scripts never see the token; the server reads it, and native clients send the same
 * token as `Authorization: Bearer`.
 */
export const AUTH_COOKIE = 'shop_auth';

/** A login lasts 30 days after its last use. */
export const AUTH_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function authSetCookie(token: string, requestUrl: string): string {
  return shopSetCookie(AUTH_COOKIE, token, requestUrl, {
    maxAgeSeconds: AUTH_MAX_AGE_SECONDS,
    httpOnly: true,
  });
}

/** Set-Cookie that removes a cookie of the shop. */
export function clearCookie(name: string, requestUrl: string): string {
  return shopSetCookie(name, '', requestUrl, { maxAgeSeconds: 0, httpOnly: true });
}
