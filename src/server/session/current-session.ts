import 'server-only';
import { cookies } from 'next/headers';
import type { Database } from '@/server/db/client';
import { isWellFormedToken, SESSION_COOKIE } from './session-token';
import { findSessionId } from './shopper-session';

/** The session of the page request being rendered (its cookie), or null; never creates one. */
export async function currentSessionId(db: Database): Promise<string | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return findSessionId(db, isWellFormedToken(token) ? token : null);
}
