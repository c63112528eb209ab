import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { eventsOf, type ReportPeriod } from './report-period';

export interface VitalsRow {
  pageType: string;
  metric: string;
  /** the 75th percentile, as Core Web Vitals are judged (ms; CLS unitless) */
  p75: number;
  samples: number;
}

/** Core Web Vitals of real visits: the 75th percentile per page type and metric. */
export async function webVitalsReport(db: Database, period: ReportPeriod): Promise<VitalsRow[]> {
  const rows = rowsOf<{ page_type: string; metric: string; p75: number; samples: number }>(
    await db.execute(sql`select page_type, data->>'name' as metric,
        percentile_cont(0.75) within group (order by (data->>'value')::float8) as p75,
        count(*)::int as samples
      from analytics_events
      where ${eventsOf(period, 'webVitals')}
      group by 1, 2 order by 1, 2`),
  );
  return rows.map((r) => ({
    pageType: r.page_type,
    metric: r.metric,
    p75: Math.round(Number(r.p75) * 1000) / 1000,
    samples: Number(r.samples),
  }));
}
