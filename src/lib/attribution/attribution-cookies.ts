/**
 * The attribution cookies of customer-and-content S9: 30 days, values of exactly three digits
 * (S5). Set only with Targeting consent (C0004, decision 0021).
 */
export const ATTRIBUTION_COOKIES = [
  'ecc',
  'eccCurrent',
  'eccPaid',
  'eccMarketing',
  'eccCurrentMarketing',
  'eccPaidMarketing',
] as const;
export type AttributionCookie = (typeof ATTRIBUTION_COOKIES)[number];
export type Attribution = Partial<Record<AttributionCookie, string>>;

export const ATTRIBUTION_DAYS = 30;
export const THREE_DIGITS = /^\d{3}$/;

/** The attribution cookies a Cookie header carries; values that are not three digits are left out. */
export function readAttribution(cookieHeader: string): Attribution {
  const found: Attribution = {};
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if ((ATTRIBUTION_COOKIES as readonly string[]).includes(name) && THREE_DIGITS.test(value))
      found[name as AttributionCookie] = value;
  }
  return found;
}
