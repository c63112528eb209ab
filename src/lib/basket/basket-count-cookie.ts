import { cookieAttributes } from '@/lib/cookie-attributes';

/**
 * The number of pieces in the basket, for the header badge. Readable by scripts on purpose: the
 * session cookie is HttpOnly, and catalogue pages are shared cached HTML, so the browser shows the
 * count from this cookie without asking the server. It carries nothing but the count.
 */
export const BASKET_COUNT_COOKIE = 'shop_basket_count';

const MAX_SHOWN = 999;

export function basketCountSetCookie(count: number, requestUrl: string): string {
  const value = Math.max(0, Math.min(MAX_SHOWN, Math.trunc(count)));
  return [
    `${BASKET_COUNT_COOKIE}=${value}`,
    ...cookieAttributes(requestUrl, { maxAgeSeconds: 365 * 24 * 60 * 60, httpOnly: false }),
  ].join('; ');
}

/** The count in a Cookie header (document.cookie); 0 when absent or not a small whole number. */
export function readBasketCount(cookieHeader: string): number {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.split('=', 2).map((s) => s.trim());
    if (name !== BASKET_COUNT_COOKIE || !value || !/^\d{1,3}$/.test(value)) continue;
    return Number(value);
  }
  return 0;
}
