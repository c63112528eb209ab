import { sql } from 'drizzle-orm';
import { parseLoyaltyNumber } from '@/lib/loyalty/loyalty-number';
import type { ShopConfig } from '@/lib/shop/shop';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { RATE_RULES, takeRateLimit } from '@/server/rate-limit/rate-limit';
import type { ShopperSessionAccess } from '@/server/session/shopper-session';

export type LoyaltyErrorCode = 'LOYALTY_NUMBER_INVALID' | 'LOYALTY_NOT_OFFERED' | 'TOO_MANY_REQUESTS';

export type LinkOutcome =
  { status: 'LINKED' | 'ALREADY_ACTIVE'; number: string } | { error: LoyaltyErrorCode };

/**
 * Links a loyalty-programme number to the shopper's session (spec S1, from a link's `scrid` or the
 * basket's form): ALREADY_ACTIVE when that number is linked already (the hint SCRID_SESSION_ACTIVE),
 * LINKED otherwise. A different number replaces the linked one only from the basket's form
 * (`replace`); from a link it stays, so nobody's link can divert a shopper's points (ALREADY_ACTIVE). Orders placed later carry it. Counted per
 * client address: each call may create a session row.
 */
export async function linkLoyaltyNumber(
  db: Database,
  shop: ShopConfig,
  session: ShopperSessionAccess,
  raw: string,
  client: string,
  /** false: a number linked already stays (a link's number never replaces one) */
  replace = true,
): Promise<LinkOutcome> {
  if (!shop.loyalty) return { error: 'LOYALTY_NOT_OFFERED' };
  const number = parseLoyaltyNumber(raw);
  if (!number) return { error: 'LOYALTY_NUMBER_INVALID' };
  if (!(await takeRateLimit(db, RATE_RULES.loyaltyLinksPerClient, client)))
    return { error: 'TOO_MANY_REQUESTS' };
  const shopperId = await session.ensureId();
  // the previous number and the new one in one locked statement: two tabs linking at once agree
  const [row] = rowsOf<{ previous: string | null }>(
    await db.execute(sql`
    update shopper_sessions s
       set loyalty_number = case when ${replace} or p.previous is null then ${number} else p.previous end
      from (select id, loyalty_number as previous from shopper_sessions where id = ${shopperId} for update) p
     where s.id = p.id
    returning p.previous`),
  );
  const previous = row?.previous ?? null;
  if (previous === number) return { status: 'ALREADY_ACTIVE', number };
  if (previous !== null && !replace) return { status: 'ALREADY_ACTIVE', number: previous };
  return { status: 'LINKED', number };
}
