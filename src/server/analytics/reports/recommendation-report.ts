import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { eventsOf, type ReportPeriod } from './report-period';

export interface RecommendationClicks {
  listType: string;
  productId: string;
  clicks: number;
}

/** The recommended products clicked most, per list type. */
export async function recommendationReport(
  db: Database,
  period: ReportPeriod,
  limit = 20,
): Promise<RecommendationClicks[]> {
  const rows = rowsOf<{ list_type: string; product_id: string; clicks: number }>(
    await db.execute(sql`select data->>'listType' as list_type, product_id, count(*)::int as clicks
      from analytics_events, jsonb_array_elements_text(data->'productIds') as product_id
      where ${eventsOf(period, 'recommendation')} and data->>'action' = 'click'
      group by 1, 2 order by 3 desc, 1, 2 limit ${limit}`),
  );
  return rows.map((r) => ({ listType: r.list_type, productId: r.product_id, clicks: Number(r.clicks) }));
}
