import {
  RECO_SESSION_COOKIE,
  RECO_SESSION_DAYS,
  RECO_USER_COOKIE,
  RECO_USER_DAYS,
  isRecoSessionId,
  newRecoSessionId,
} from './reco-session';

/** Without targeting consent the ids live as long as the page: nothing is stored in the browser. */
let pageSession: string | null = null;

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

function writeCookie(name: string, value: string, days: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Max-Age=${days * 86_400}; Path=/; SameSite=Lax${secure}`;
}

/**
 * The recommendation session and user ids (spec S5, S9): with targeting consent (C0004) kept in
 * cookies (7 and 60 days; a value that is not 21 characters is replaced by a new one); without it an
 * id for this page only, and no user id.
 */
export function recoIds(targeting: boolean): { sessionId: string; userId: string | null } {
  if (!targeting) return { sessionId: (pageSession ??= newRecoSessionId()), userId: null };
  let sessionId = readCookie(RECO_SESSION_COOKIE);
  if (!isRecoSessionId(sessionId)) sessionId = newRecoSessionId();
  // every visit within the week keeps the session going
  writeCookie(RECO_SESSION_COOKIE, sessionId, RECO_SESSION_DAYS);
  let userId = readCookie(RECO_USER_COOKIE);
  if (!isRecoSessionId(userId)) {
    userId = newRecoSessionId();
    writeCookie(RECO_USER_COOKIE, userId, RECO_USER_DAYS);
  }
  return { sessionId, userId };
}
