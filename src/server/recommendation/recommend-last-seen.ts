import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/server/db/rows';
import type { PlacementContext } from './placement-context';
import type { RecoCandidate } from './reco-outputs';
import { requestSubject } from './style-keys';

/**
 * Last seen (storefront S1, PDP position 3): the styles this session looked at, newest first,
 * without the one on the page. Known only with targeting consent: without it the service keeps no
 * history of the visitor.
 */
export async function recommendLastSeen(context: PlacementContext): Promise<RecoCandidate[]> {
  if (!context.consentedSessionId) return [];
  const current = (await requestSubject(context))?.masterKey;
  const rows = rowsOf<{ master_key: string }>(
    await context.db.execute(sql`
      select master_key from reco_events
       where shop_code = ${context.shop.code} and session_id = ${context.consentedSessionId}
         and kind in ('view', 'click') and master_key is not null
         and master_key <> ${current ?? ''} and created_at <= ${context.until.toISOString()}::timestamptz
       group by master_key order by max(created_at) desc, max(id) desc limit 24`),
  );
  return rows.map((r) => ({
    masterKey: r.master_key,
    reason: 'lastSeen',
    source: context.consentedSessionId!,
  }));
}
