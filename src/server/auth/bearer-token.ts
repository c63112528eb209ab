import { AUTH_COOKIE } from '@/lib/auth/auth-cookie';
import { isWellFormedToken } from '@/server/session/session-token';

/** The login token of a request: the Bearer header first (native clients), else the auth cookie. */
export function authTokenOf(headers: { get(name: string): string | null }): string | null {
  const authorization = headers.get('authorization');
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    return match && isWellFormedToken(match[1]) ? match[1] : null;
  }
  return authTokenFromCookieHeader(headers.get('cookie'));
}

export function authTokenFromCookieHeader(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== AUTH_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return isWellFormedToken(value) ? value : null;
  }
  return null;
}
