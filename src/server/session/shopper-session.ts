import { and, eq } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { isBotUserAgent } from '@/lib/client/client-state';
import type { ShopConfig } from '@/lib/shop/shop';
import { authTokenOf } from '@/server/auth/bearer-token';
import { findAuthenticatedCustomer, type AuthenticatedCustomer } from '@/server/auth/auth-session';
import type { Database } from '@/server/db/client';
import { shopperSessions } from '@/server/db/schema';
import { clientAddress } from '@/server/http/client-address';
import { RATE_RULES, retryAfterSeconds, takeRateLimit } from '@/server/rate-limit/rate-limit';
import { shopTexts } from '@/server/shop/shop-texts';
import {
  hashSessionToken,
  newSessionToken,
  sessionSetCookie,
  sessionTokenFromCookieHeader,
} from './session-token';

/** A session is marked as used at most this often (one write fewer on most changes). */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** A session is found only in the shop it belongs to: another shop's cookie is no session here. */
async function findSession(db: Database, shop: ShopConfig, token: string | null) {
  if (!token) return null;
  const [row] = await db
    .select({ id: shopperSessions.id, lastSeenAt: shopperSessions.lastSeenAt })
    .from(shopperSessions)
    .where(
      and(eq(shopperSessions.tokenHash, hashSessionToken(token)), eq(shopperSessions.shopCode, shop.code)),
    );
  return row ?? null;
}

/** The session id of a well-formed token of this shop, or null when no session has it. */
export async function findSessionId(
  db: Database,
  shop: ShopConfig,
  token: string | null,
): Promise<string | null> {
  return (await findSession(db, shop, token))?.id ?? null;
}

/**
 * The shopper of one request: the logged-in customer's own shopper row (auth cookie or Bearer
 * header), else the anonymous session of the session cookie. Reading never creates a session (a
 * visitor who only looks leaves no row and gets no cookie); the first write does, and queues its
 * Set-Cookie.
 */
export class ShopperSessionAccess {
  private cached: { id: string; lastSeenAt: Date } | null | undefined;
  private customerCache: Promise<AuthenticatedCustomer | null> | undefined;
  private readonly token: string | null;
  /** the login token the request carries (auth cookie or Bearer header) */
  readonly authToken: string | null;

  constructor(
    private readonly db: Database,
    readonly shop: ShopConfig,
    private readonly request: Request,
    /** Set-Cookie values for the response; a new session's cookie is added here. */
    private readonly setCookies: string[],
  ) {
    this.token = sessionTokenFromCookieHeader(request.headers.get('cookie'));
    this.authToken = authTokenOf(request.headers);
  }

  /** The logged-in customer, or null for an anonymous caller (or an unknown or expired login). */
  customer(): Promise<AuthenticatedCustomer | null> {
    this.customerCache ??= findAuthenticatedCustomer(this.db, this.shop, this.authToken);
    return this.customerCache;
  }

  /** The token of the anonymous session cookie (a login merges that session), or null. */
  anonymousToken(): string | null {
    return this.token;
  }

  /** The id of the caller's shopper row, or null when there is none yet. */
  async currentId(): Promise<string | null> {
    const customer = await this.customer();
    if (customer) return customer.shopperId;
    if (this.cached === undefined) this.cached = await findSession(this.db, this.shop, this.token);
    return this.cached?.id ?? null;
  }

  /** The caller's shopper row, created (with its cookie) when there is none; marked as used hourly. */
  async ensureId(): Promise<string> {
    const customer = await this.customer();
    if (customer) return customer.shopperId;
    const existing = await this.currentId();
    if (existing && this.cached) {
      if (Date.now() - this.cached.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await this.db
          .update(shopperSessions)
          .set({ lastSeenAt: new Date() })
          .where(eq(shopperSessions.id, existing));
      }
      return existing;
    }
    // crawlers keep no baskets, wishlists or checkouts: no session row for them (spec S6 bots)
    if (isBotUserAgent(this.request.headers.get('user-agent'))) throw botSessionRefused();
    if (!(await takeRateLimit(this.db, RATE_RULES.sessionsPerClient, clientAddress(this.request.headers))))
      throw tooManySessions(this.shop);
    const token = newSessionToken();
    const [row] = await this.db
      .insert(shopperSessions)
      .values({ shopCode: this.shop.code, tokenHash: hashSessionToken(token) })
      .returning({ id: shopperSessions.id });
    if (!row) throw new Error('session insert returned no row');
    this.setCookies.push(sessionSetCookie(token, this.request.url));
    this.cached = { id: row.id, lastSeenAt: new Date() };
    return row.id;
  }
}

/** The API's answer to a crawler that tries to keep a basket, wishlist or checkout. */
function botSessionRefused(): GraphQLError {
  return new GraphQLError('Crawlers keep no basket, wishlist or checkout; please use a browser.', {
    extensions: { code: 'FORBIDDEN', http: { status: 403 } },
  });
}

/** The answer past the sessions one client address may start in an hour (429 with Retry-After). */
function tooManySessions(shop: ShopConfig): GraphQLError {
  const seconds = retryAfterSeconds(RATE_RULES.sessionsPerClient);
  const minutes = Math.ceil(seconds / 60);
  return new GraphQLError(shopTexts(shop, 'accountErrors')('TOO_MANY_REQUESTS', { minutes }), {
    extensions: {
      code: 'TOO_MANY_REQUESTS',
      values: { minutes },
      http: { status: 429, headers: { 'Retry-After': String(seconds) } },
    },
  });
}
