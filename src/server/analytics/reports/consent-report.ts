import { sql } from 'drizzle-orm';
import { CONSENT_GROUPS } from '@/lib/consent/consent-groups';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import type { ReportPeriod } from './report-period';

export interface ConsentRate {
  group: string;
  accepted: number;
  visitors: number;
}

/**
 * Consent rates per group: of the visitors who chose in the period, how many accept each group
 * by their latest choice (the proof records, so it counts visitors who refused analytics too).
 */
export async function consentReport(db: Database, period: ReportPeriod): Promise<ConsentRate[]> {
  const rows = rowsOf<{ group_id: string; accepted: number; visitors: number }>(
    await db.execute(sql`with latest as (
        select distinct on (shop_code, visitor_id) groups from consent_records
        where recorded_at >= now() - make_interval(days => ${period.days})
          ${period.shopCode ? sql`and shop_code = ${period.shopCode}` : sql``}
        order by shop_code, visitor_id, recorded_at desc, id desc)
      select g as group_id, count(*) filter (where g = any(groups))::int as accepted, count(*)::int as visitors
      from latest, unnest(${sql.param([...CONSENT_GROUPS])}::text[]) as g
      group by g order by g`),
  );
  return rows.map((r) => ({ group: r.group_id, accepted: Number(r.accepted), visitors: Number(r.visitors) }));
}
