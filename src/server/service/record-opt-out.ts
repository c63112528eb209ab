import type { Database } from '@/server/db/client';
import { trackingOptOuts } from '@/server/db/schema';
import type { ShopConfig } from '@/lib/shop/shop';
import { AccountError } from '@/server/auth/account-error';
import { RATE_RULES, retryAfterSeconds, takeRateLimit } from '@/server/rate-limit/rate-limit';

/** The tracking providers a visitor can object to (customer-and-content S4 opt-out). */
export const OPT_OUT_PROVIDERS = ['analytics', 'advertising', 'recommendations'] as const;
export type OptOutProvider = (typeof OPT_OUT_PROVIDERS)[number];

export const isOptOutProvider = (value: string): value is OptOutProvider =>
  (OPT_OUT_PROVIDERS as readonly string[]).includes(value);

/** A visitor id: the 21-character cookie id the support page shows. */
export const VISITOR_ID = /^[A-Za-z0-9_-]{21}$/;

/** Records an objection: success, exists (already objected) or nonExistentProvider. Rate-limited per client. */
export async function recordOptOut(
  db: Database,
  shop: ShopConfig,
  provider: string,
  visitorId: string,
  client: string,
): Promise<'success' | 'exists' | 'nonExistentProvider'> {
  if (!isOptOutProvider(provider)) return 'nonExistentProvider';
  if (!VISITOR_ID.test(visitorId)) throw new Error('visitor id must be checked by the caller');
  if (!(await takeRateLimit(db, RATE_RULES.optOutPerClient, client)))
    throw new AccountError('TOO_MANY_REQUESTS', {
      minutes: Math.ceil(retryAfterSeconds(RATE_RULES.optOutPerClient) / 60),
    });
  const inserted = await db
    .insert(trackingOptOuts)
    .values({ shopCode: shop.code, provider, visitorId })
    .onConflictDoNothing()
    .returning({ id: trackingOptOuts.id });
  return inserted.length > 0 ? 'success' : 'exists';
}
