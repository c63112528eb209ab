import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { eventsOf, type ReportPeriod } from './report-period';

export interface SearchTermRow {
  term: string;
  searches: number;
  /** the average result count */
  results: number;
}

/** The most frequent search terms (case folded) and the most frequent ones that found nothing. */
export async function searchReport(
  db: Database,
  period: ReportPeriod,
  limit = 20,
): Promise<{ top: SearchTermRow[]; zeroResults: SearchTermRow[] }> {
  const query = (zeroOnly: boolean) =>
    db.execute(sql`select lower(data->>'searchTerm') as term, count(*)::int as searches,
        round(avg((data->>'results')::int))::int as results
      from analytics_events
      where ${eventsOf(period, 'searchInformation')}
        ${zeroOnly ? sql`and (data->>'results')::int = 0` : sql``}
      group by 1 order by 2 desc, 1 limit ${limit}`);
  const [top, zero] = await Promise.all([query(false), query(true)]);
  const rows = (result: unknown) =>
    rowsOf<{ term: string; searches: number; results: number }>(result).map((r) => ({
      term: r.term,
      searches: Number(r.searches),
      results: Number(r.results),
    }));
  return { top: rows(top), zeroResults: rows(zero) };
}
