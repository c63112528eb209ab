/**
 * The browser's cookie id (support page, tracking opt-out): 21 random characters in a first-party
 * cookie readable by scripts, 60 days like the shop's other cookies (customer-and-content S9).
 */
export const VISITOR_COOKIE = 'shop_cid';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const VALID = /^[A-Za-z0-9_-]{21}$/;
const MAX_AGE_SECONDS = 60 * 24 * 60 * 60;

export function readVisitorId(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.split('=', 2).map((s) => s.trim());
    if (name === VISITOR_COOKIE && value && VALID.test(value)) return value;
  }
  return null;
}

export function newVisitorId(
  random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
) {
  return [...random(21)].map((b) => ALPHABET[b % 64]).join('');
}

/** The browser's cookie id, created and stored on first use. Browser only. */
export function ensureVisitorId(): string {
  const existing = readVisitorId(document.cookie);
  if (existing) return existing;
  const id = newVisitorId();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  return id;
}

/** 'Chrome 131', 'Firefox 133', 'Safari 18.1', 'Edge 131' … from a user agent; 'unbekannt' otherwise. */
export function browserName(userAgent: string): string {
  const rules: [RegExp, string][] = [
    [/Edg\/(\d+)/, 'Edge'],
    [/OPR\/(\d+)/, 'Opera'],
    [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
    [/Firefox\/(\d+)/, 'Firefox'],
    [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
    [/Version\/(\d+(?:\.\d+)?).*Safari/, 'Safari'],
  ];
  for (const [pattern, name] of rules) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return 'unbekannt';
}
