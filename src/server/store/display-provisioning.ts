import { createHmac, timingSafeEqual } from 'node:crypto';
import { isStoreHost } from '@/server/shop/store-hosts';

export { DISPLAY_COOKIE, DISPLAY_DAYS } from '@/lib/store/display-cookie';

/** STORE_DISPLAY_KEY: the operator's key that sets a browser up as a display; none: hosts only. */
function displayKey(): string | null {
  const key = process.env.STORE_DISPLAY_KEY ?? '';
  return key.length >= 16 ? key : null;
}

/** The display cookie's value for a shop: a MAC of the shop under the operator's key. */
export function displayToken(shopCode: string): string | null {
  const key = displayKey();
  return key ? createHmac('sha256', key).update(`display:${shopCode}`).digest('base64url') : null;
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether a key given on the set-up link is the operator's. */
export function isDisplayKey(given: string | null): boolean {
  const key = displayKey();
  return key !== null && given !== null && equal(given, key);
}

/**
 * Whether a request comes from a display the operator set up (decision 0030): a STORE_HOSTS host,
 * or a browser with the display cookie of this shop. Only such a display starts over when idle and
 * may expire its cookies: `store=1` alone (any link can carry it) changes the layout, nothing more.
 */
export function isProvisionedDisplay(
  shopCode: string,
  host: string | null,
  displayCookie: string | null,
): boolean {
  if (isStoreHost(host)) return true;
  const token = displayToken(shopCode);
  return token !== null && displayCookie !== null && equal(displayCookie, token);
}
