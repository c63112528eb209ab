import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';

export interface StyleFilter {
  search?: string | null;
  categoryId?: string | null;
  brand?: string | null;
  /** a currency's list: only styles with a price in it (the styles a shop of that currency offers) */
  currency?: string | null;
  status?: string | null;
}

/** What a search names: an EAN, an article number (with its promotion or without), a style key or a name. */
function searchCondition(search: string): SQL {
  const term = search.trim();
  const conditions: SQL[] = [sql`s.master_key = ${term}`];
  if (/^\d{6}$/.test(term) || /^\d{9}$/.test(term))
    conditions.push(sql`s.master_key in (select master_key from products where id = ${term.slice(0, 6)})`);
  if (/^(\d{8}|\d{12,14})$/.test(term))
    conditions.push(sql`s.master_key in (select p.master_key from variants v join products p on p.id = v.dimension_id
                                          where v.ean = ${term})`);
  if (term.length >= 2) {
    const like = `%${term.replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(sql`s.name ilike ${like}`);
  }
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/** The keys of the styles matching the filter, newest first, one page (`page` from 1), and their count. */
export async function findStyles(
  db: Database,
  filter: StyleFilter,
  page: number,
  perPage: number,
): Promise<{ total: number; keys: string[] }> {
  const conditions: SQL[] = [sql`true`];
  if (filter.search?.trim()) conditions.push(searchCondition(filter.search));
  if (filter.categoryId)
    conditions.push(sql`exists (select 1 from style_categories sc
                                 where sc.master_key = s.master_key and sc.category_id = ${filter.categoryId})`);
  if (filter.brand) conditions.push(sql`s.brand_id = ${filter.brand}`);
  if (filter.status) conditions.push(sql`s.status = ${filter.status}`);
  if (filter.currency && filter.currency !== 'EUR')
    conditions.push(sql`exists (select 1 from products p join product_prices pp on pp.product_id = p.id
                                 where p.master_key = s.master_key and pp.currency = ${filter.currency})`);
  const where = sql.join(conditions, sql` and `);
  const [count] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from styles s where ${where}`),
  );
  const keys = rowsOf<{ master_key: string }>(
    await db.execute(sql`select s.master_key from styles s where ${where}
                          order by s.created_at desc, s.master_key desc limit ${perPage} offset ${(page - 1) * perPage}`),
  ).map((row) => row.master_key);
  return { total: count?.total ?? 0, keys };
}

/** The key of the style a product page id, display number, EAN or style key names; null when none. */
export async function styleKeyOf(db: Database, id: string): Promise<string | null> {
  const term = id.trim();
  const [row] = rowsOf<{ master_key: string }>(
    await db.execute(sql`select master_key from styles where master_key = ${term}
                         union all
                         select master_key from products where id = ${term.slice(0, 6)} and ${/^\d{6}(\d{3})?$/.test(term)}
                         union all
                         select p.master_key from variants v join products p on p.id = v.dimension_id
                          where v.ean = ${term} and ${/^(\d{8}|\d{12,14})$/.test(term)}
                         limit 1`),
  );
  return row?.master_key ?? null;
}
