import { shopSetCookie } from '@/lib/cookie-attributes';

/**
 * The device cookie (OWASP's "device cookie" against lockout attacks): set at a successful login,
 * it lets this browser log in to that account even while guesses from elsewhere have locked it.
 */
export const DEVICE_COOKIE = 'shop_device';

/** A device stays known for a year after its last login. */
export const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function deviceSetCookie(token: string, requestUrl: string): string {
  return shopSetCookie(DEVICE_COOKIE, token, requestUrl, {
    maxAgeSeconds: DEVICE_MAX_AGE_SECONDS,
    httpOnly: true,
  });
}
