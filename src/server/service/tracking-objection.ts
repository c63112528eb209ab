import 'server-only';
import { sql } from 'drizzle-orm';
import type { ShopConfig } from '@/lib/shop/shop';
import { readVisitorId } from '@/lib/visitor-id';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import type { OptOutProvider } from './record-opt-out';

type HeaderSource = { get(name: string): string | null };

/**
 * Whether the request's browser (its visitor id cookie) objected to a tracking provider on
 * /optout (customer-and-content S4): the objection holds whatever the cookie banner says.
 */
export async function objectedTo(
  db: Database,
  shop: ShopConfig,
  headers: HeaderSource,
  provider: OptOutProvider,
): Promise<boolean> {
  const visitor = readVisitorId(headers.get('cookie') ?? '');
  if (!visitor) return false;
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`select 1 as n from tracking_opt_outs
      where shop_code = ${shop.code} and visitor_id = ${visitor} and provider = ${provider} limit 1`),
  );
  return rows.length > 0;
}
