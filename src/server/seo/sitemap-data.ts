import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import type { Locale } from '@/lib/shop/shop';
import { categoryIndexFor } from '@/server/catalog/category-index';
import { isHiddenCategory } from '@/lib/category/tree';

/** Product URLs per sitemap file; the protocol allows 50,000. */
export const PRODUCTS_PER_SITEMAP = 40_000;

/** Indexable category paths in a locale: not hidden and not under a hidden category. */
export function sitemapCategoryPaths(locale: Locale): string[] {
  const index = categoryIndexFor(locale);
  return index
    .all()
    .filter((n) => !isHiddenCategory(index, n))
    .map((n) => n.path);
}

/** Products offered to crawlers: orderable, and not free gifts (they come with an order, decision 0023). */
const listed = sql`not p.outsold and not exists (select from styles s where s.master_key = p.master_key and s.is_free_gift)`;

export async function productSitemapCount(db: Database): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from products p where ${listed}`),
  );
  return Math.ceil((row?.n ?? 0) / PRODUCTS_PER_SITEMAP);
}

export async function sitemapProductIds(db: Database, part: number): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`select p.id from products p where ${listed} order by p.id
                          limit ${PRODUCTS_PER_SITEMAP} offset ${part * PRODUCTS_PER_SITEMAP}`),
  );
  return rows.map((r) => r.id);
}

export function urlSetXml(urls: string[]): string {
  const body = urls.map((u) => `<url><loc>${escapeXml(u)}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>`;
}

export function sitemapIndexXml(urls: string[]): string {
  const body = urls.map((u) => `<sitemap><loc>${escapeXml(u)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</sitemapindex>`;
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
