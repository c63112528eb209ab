import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import type { Locale } from '@/lib/shop/shop';
import { categoryIndexFor } from '@/server/catalog/category-index';
import { isHiddenCategory } from '@/lib/category/tree';

/** Product URLs per sitemap file; the protocol allows 50,000. */
export const PRODUCTS_PER_SITEMAP = 40_000;

/** A sitemap entry: the URL and when its content last changed (W3C date-time). */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

/**
 * Indexable categories with their lastmod: the latest change of a product listed in the category
 * or one below it (a listing changes when one of its products changes price or sells out).
 */
export async function sitemapCategories(
  db: Database,
  locale: Locale,
): Promise<{ path: string; lastmod?: string }[]> {
  const index = categoryIndexFor(locale);
  const rows = rowsOf<{ category_id: string; changed: string }>(
    await db.execute(sql`select sc.category_id, to_char(max(p.updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as changed
                           from style_categories sc join products p on p.master_key = sc.master_key
                          where ${listed} group by sc.category_id`),
  );
  const own = new Map(rows.map((r) => [r.category_id, r.changed]));
  return index
    .all()
    .filter((n) => !isHiddenCategory(index, n))
    .map((n) => {
      // ISO date-times in UTC compare as strings
      let lastmod = own.get(n.id);
      for (const d of index.descendants(n.id)) {
        const changed = own.get(d.id);
        if (changed && (!lastmod || changed > lastmod)) lastmod = changed;
      }
      return { path: n.path, lastmod };
    });
}

/**
 * Products offered to crawlers: published (decision 0040), orderable, and not free gifts (they come
 * with an order, decision 0023).
 */
const listed = sql`not p.outsold and exists (select from styles s where s.master_key = p.master_key and s.status = 'published' and not s.is_free_gift)`;

export async function productSitemapCount(db: Database): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from products p where ${listed}`),
  );
  return Math.ceil((row?.n ?? 0) / PRODUCTS_PER_SITEMAP);
}

export async function sitemapProducts(
  db: Database,
  part: number,
): Promise<{ id: string; lastmod: string }[]> {
  return rowsOf<{ id: string; lastmod: string }>(
    await db.execute(sql`select p.id, to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as lastmod
                           from products p where ${listed} order by p.id
                          limit ${PRODUCTS_PER_SITEMAP} offset ${part * PRODUCTS_PER_SITEMAP}`),
  );
}

export function urlSetXml(entries: SitemapEntry[]): string {
  const body = entries
    .map(
      (e) => `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>`;
}

export function sitemapIndexXml(entries: SitemapEntry[]): string {
  const body = entries
    .map(
      (e) =>
        `<sitemap><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</sitemap>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</sitemapindex>`;
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
