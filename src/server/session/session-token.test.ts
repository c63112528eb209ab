import { describe, expect, it } from 'vitest';
import {
  hashSessionToken,
  newSessionToken,
  sessionSetCookie,
  sessionTokenFromCookieHeader,
} from './session-token';

describe('session token', () => {
  it('is random, 43 base64url characters, stored as a different hash', () => {
    const a = newSessionToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSessionToken()).not.toBe(a);
    expect(hashSessionToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionToken(a)).not.toContain(a);
  });

  it('is read from the Cookie header and ignored when malformed', () => {
    const token = newSessionToken();
    expect(sessionTokenFromCookieHeader(`a=1; shop_session=${token}; b=2`)).toBe(token);
    expect(sessionTokenFromCookieHeader('shop_session=short')).toBeNull();
    expect(sessionTokenFromCookieHeader(`shop_session=${token.slice(0, 42)}%`)).toBeNull();
    expect(sessionTokenFromCookieHeader(null)).toBeNull();
  });

  it('is set HttpOnly and SameSite=Lax, Secure outside plain-HTTP localhost', () => {
    expect(sessionSetCookie('t', 'http://localhost:3000/graphql')).toBe(
      'shop_session=t; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax',
    );
    expect(sessionSetCookie('t', 'https://shop.example/graphql')).toContain('; Secure');
    expect(sessionSetCookie('t', 'http://shop.example/graphql')).toContain('; Secure');
  });
});
