import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { shopperSessions } from '@/server/db/schema';
import {
  hashSessionToken,
  newSessionToken,
  sessionSetCookie,
  sessionTokenFromCookieHeader,
} from './session-token';

/** The session id of a well-formed token, or null when no session has it. */
export async function findSessionId(db: Database, token: string | null): Promise<string | null> {
  if (!token) return null;
  const [row] = await db
    .select({ id: shopperSessions.id })
    .from(shopperSessions)
    .where(eq(shopperSessions.tokenHash, hashSessionToken(token)));
  return row?.id ?? null;
}

/**
 * The shopper session of one request. Reading never creates a session (a visitor who only looks
 * leaves no row and gets no cookie); the first write does, and queues its Set-Cookie.
 */
export class ShopperSessionAccess {
  private cachedId: string | null | undefined;
  private readonly token: string | null;

  constructor(
    private readonly db: Database,
    private readonly request: Request,
    /** Set-Cookie values for the response; a new session's cookie is added here. */
    private readonly setCookies: string[],
  ) {
    this.token = sessionTokenFromCookieHeader(request.headers.get('cookie'));
  }

  /** The id of the caller's session, or null when there is none yet. */
  async currentId(): Promise<string | null> {
    if (this.cachedId !== undefined) return this.cachedId;
    return (this.cachedId = await findSessionId(this.db, this.token));
  }

  /** The caller's session, created (with its cookie) when there is none; touched on every write. */
  async ensureId(): Promise<string> {
    const existing = await this.currentId();
    if (existing) {
      await this.db
        .update(shopperSessions)
        .set({ lastSeenAt: new Date() })
        .where(eq(shopperSessions.id, existing));
      return existing;
    }
    const token = newSessionToken();
    const [row] = await this.db
      .insert(shopperSessions)
      .values({ tokenHash: hashSessionToken(token) })
      .returning({ id: shopperSessions.id });
    if (!row) throw new Error('session insert returned no row');
    this.setCookies.push(sessionSetCookie(token, this.request.url));
    return (this.cachedId = row.id);
  }
}
