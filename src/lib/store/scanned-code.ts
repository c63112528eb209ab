/**
 * A code a scanner or a shopper typed on an in-store display: the digits of an EAN-8, UPC-A, EAN-13
 * or GTIN-14 (a keyboard-wedge scanner types the digits and Enter). Spaces and dashes are dropped;
 * anything else is no code.
 */
export function scannedEan(raw: string | string[] | undefined | null): string | null {
  if (typeof raw !== 'string' || raw.length > 40) return null;
  const digits = raw.replace(/[\s-]/g, '');
  return /^(\d{8}|\d{12,14})$/.test(digits) ? digits : null;
}

/** The EAN-13 spellings of a code (a UPC-A is an EAN-13 with a leading zero, a GTIN-14 with one more). */
export function eanCandidates(code: string): string[] {
  if (code.length === 12) return [code, `0${code}`];
  if (code.length === 14 && code.startsWith('0')) return [code, code.slice(1)];
  return [code];
}
