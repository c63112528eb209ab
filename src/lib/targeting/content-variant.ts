/**
 * The content A/B test of customer-and-content S7: `content_variant_test_{shopCode}` holds the
 * visitor's variation, which the Trigger's variation key matches (decision 0022).
 */
export const CONTENT_VARIANT_DAYS = 60;
export const DEFAULT_VARIATIONS = ['A', 'B'] as const;
const KEY = /^[A-Z0-9_]{1,32}$/;

export function contentVariantCookie(shopCode: string): string {
  return `content_variant_test_${shopCode}`;
}

/** CONTENT_TEST_VARIATIONS ('A,B,C'): 2–8 keys of A–Z, 0–9 and _; the default otherwise. */
export function contentVariations(raw: string | undefined): string[] {
  const keys = (raw ?? '')
    .split(',')
    .map((k) => k.trim().toUpperCase())
    .filter(Boolean);
  const unique = [...new Set(keys)];
  return unique.length >= 2 && unique.length <= 8 && unique.every((k) => KEY.test(k))
    ? unique
    : [...DEFAULT_VARIATIONS];
}

/** One of the variations, evenly: `random` is a number in [0, 1). */
export function pickVariation(variations: readonly string[], random: number): string {
  return variations[Math.min(variations.length - 1, Math.floor(random * variations.length))]!;
}

/** The visitor's variation from a Cookie header, if it is one of the test's. */
export function readVariation(
  cookieHeader: string,
  shopCode: string,
  variations: readonly string[],
): string | null {
  const name = contentVariantCookie(shopCode);
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq >= 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return variations.includes(value) ? value : null;
    }
  }
  return null;
}
