import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import type { ReportPeriod } from './report-period';

export interface FunnelDay {
  day: string;
  shopCode: string;
  listing: number;
  product: number;
  basket: number;
  checkout: number;
  orders: number;
}

/**
 * The daily funnel per shop: visitors who saw a listing, a product, added to the basket, reached
 * the checkout, and the orders placed (distinct order numbers), from the analytics events.
 */
export async function funnelReport(db: Database, period: ReportPeriod): Promise<FunnelDay[]> {
  const rows = rowsOf<Record<string, string | number>>(
    await db.execute(sql`select to_char((received_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
        shop_code,
        count(distinct visitor_id) filter (where event = 'productList')::int as listing,
        count(distinct visitor_id) filter (where event = 'product')::int as product,
        count(distinct visitor_id) filter (where event = 'ecom' and data->>'action' = 'addToCart')::int as basket,
        count(distinct visitor_id) filter (where event = 'ecom' and data->>'action' = 'checkout')::int as checkout,
        count(distinct data->>'orderNumber') filter (where event = 'transaction')::int as orders
      from analytics_events
      where received_at >= now() - make_interval(days => ${period.days})
        and event in ('productList', 'product', 'ecom', 'transaction')
        ${period.shopCode ? sql`and shop_code = ${period.shopCode}` : sql``}
      group by 1, 2
      order by 1 desc, 2`),
  );
  return rows.map((r) => ({
    day: String(r.day),
    shopCode: String(r.shop_code),
    listing: Number(r.listing),
    product: Number(r.product),
    basket: Number(r.basket),
    checkout: Number(r.checkout),
    orders: Number(r.orders),
  }));
}
