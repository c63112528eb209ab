import { createHash, randomBytes } from 'node:crypto';

import { shopSetCookie } from '@/lib/cookie-attributes';
import { readCookie } from '@/lib/http/read-cookie';
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
  const value = readCookie(header, SESSION_COOKIE);
  return isWellFormedToken(value) ? value : null;
}

/** Set-Cookie value: HttpOnly, SameSite=Lax, Secure except on plain-HTTP localhost. */
export function sessionSetCookie(token: string, requestUrl: string): string {
  return shopSetCookie(SESSION_COOKIE, token, requestUrl, {
    maxAgeSeconds: SESSION_MAX_AGE_SECONDS,
    httpOnly: true,
  });
}
