import { sql, type SQL } from 'drizzle-orm';

/** What every report is about: the last `days` days, one shop or all. */
export interface ReportPeriod {
  days: number;
  shopCode: string | null;
}

/** The events of the period (and shop), as a WHERE condition on analytics_events. */
export function eventsOf(period: ReportPeriod, event: string): SQL {
  return sql`event = ${event}
    and received_at >= now() - make_interval(days => ${period.days})
    ${period.shopCode ? sql`and shop_code = ${period.shopCode}` : sql``}`;
}
