import { createHash, randomBytes } from 'node:crypto';

import { cookieAttributes } from '@/lib/cookie-attributes';
import { SESSION_COOKIE } from '@/lib/session-cookie';

export { SESSION_COOKIE };
/** A shopper session lives for a year after its last use (the cookie is renewed on every write). */
export const SESSION_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** 256 random bits, base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored: a leaked database row cannot be replayed as a cookie. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isWellFormedToken(value: string | undefined | null): value is string {
  return typeof value === 'string' && TOKEN.test(value);
}

/** The token from a Cookie header, or null when absent or malformed (a malformed one is ignored, not an error). */
export function sessionTokenFromCookieHeader(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return isWellFormedToken(value) ? value : null;
  }
  return null;
}

/** Set-Cookie value: HttpOnly, SameSite=Lax, Secure except on plain-HTTP localhost. */
export function sessionSetCookie(token: string, requestUrl: string): string {
  return [
    `${SESSION_COOKIE}=${token}`,
    ...cookieAttributes(requestUrl, { maxAgeSeconds: SESSION_MAX_AGE_SECONDS, httpOnly: true }),
  ].join('; ');
}
