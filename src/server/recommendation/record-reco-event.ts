import 'server-only';
import { sql } from 'drizzle-orm';
import type { ShopConfig } from '@/lib/shop/shop';
import { isRecoSessionId } from '@/lib/recommendation/reco-session';
import type { Database } from '@/server/db/client';
import { RATE_RULES, takeRateLimit } from '@/server/rate-limit/rate-limit';
import { masterKeysOf } from './style-keys';

export type RecoEventKind =
  'view' | 'categoryView' | 'click' | 'categoryClick' | 'wishlistAdd' | 'wishlistRemove' | 'basketAdd';

export interface RecoEvent {
  kind: RecoEventKind;
  sessionId: string;
  userId?: string | null;
  productId?: string | null;
  categoryId?: string | null;
  trackingToken?: string | null;
}

/**
 * Stores what a visitor did for the recommendation service to learn from, only with targeting
 * consent (C0004) and a valid session id, counted per client address in PostgreSQL (an address
 * may not fill the table). Answers whether it was stored.
 */
export async function recordRecoEvent(
  db: Database,
  shop: ShopConfig,
  event: RecoEvent,
  consent: { granted: boolean; clientAddress: string },
): Promise<boolean> {
  if (!consent.granted || !isRecoSessionId(event.sessionId)) return false;
  const productId = event.productId?.trim() || null;
  const [masterKey] = productId ? await masterKeysOf(db, [productId]) : [];
  if (productId && !masterKey) return false;
  if (!(await takeRateLimit(db, RATE_RULES.recoEventsPerClient, consent.clientAddress))) return false;
  const userId = event.userId && isRecoSessionId(event.userId) ? event.userId : null;
  await db.execute(sql`insert into reco_events
      (shop_code, session_id, user_id, kind, master_key, product_id, category_id, tracking_token)
    values (${shop.code}, ${event.sessionId}, ${userId}, ${event.kind}, ${masterKey ?? null},
            ${productId && /^\d{6}$/.test(productId) ? productId : null},
            ${event.categoryId?.trim().slice(0, 120) || null}, ${event.trackingToken?.slice(0, 300) || null})`);
  return true;
}
