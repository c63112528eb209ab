import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { textArray } from '@/server/db/text-array';
import { PRODUCT_ID } from '@/lib/product-id';

/** A request names products by their id (one colour) or by the style's master key. */
export async function masterKeysOf(db: Database, ids: readonly string[]): Promise<string[]> {
  const cleaned = [
    ...new Set(ids.map((id) => id.trim()).filter((id) => /^[A-Za-z0-9-]{1,40}$/.test(id))),
  ].slice(0, 50);
  if (cleaned.length === 0) return [];
  const productIds = cleaned.filter((id) => PRODUCT_ID.test(id));
  const rows = rowsOf<{ id: string; master_key: string }>(
    await db.execute(sql`
      select p.id, p.master_key from products p
       where p.id = any(${textArray([...productIds, ''])})
      union all
      select s.master_key, s.master_key from styles s
       where s.master_key = any(${textArray(cleaned)})`),
  );
  const byId = new Map(rows.map((r) => [r.id, r.master_key]));
  return [...new Set(cleaned.map((id) => byId.get(id)).filter((k): k is string => Boolean(k)))];
}

/** The primary category of styles (outfits prefer other categories than the product's own). */
export async function categoriesOf(db: Database, keys: readonly string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = rowsOf<{ master_key: string; primary_category_id: string }>(
    await db.execute(sql`select master_key, primary_category_id from styles
      where master_key = any(${textArray(keys)})`),
  );
  return new Map(rows.map((r) => [r.master_key, r.primary_category_id]));
}

const subjects = new WeakMap<object, Promise<{ masterKey: string; category: string } | null>>();

/**
 * The style a request is about (its productId parameter) with its category: read once per request
 * however many placements ask (outfit, similar and last seen share it).
 */
export function requestSubject(context: {
  db: Database;
  params: ReadonlyMap<string, string>;
}): Promise<{ masterKey: string; category: string } | null> {
  let subject = subjects.get(context);
  if (!subject) {
    subject = (async () => {
      const id = (context.params.get('productId') ?? '').trim();
      if (!/^[A-Za-z0-9-]{1,40}$/.test(id)) return null;
      // a product id (one colour) or a style's master key, with the style's category: one query
      const [row] = rowsOf<{ master_key: string; category: string }>(
        await context.db.execute(sql`
          select s.master_key, s.primary_category_id as category from styles s
           where s.master_key = ${id}
              or s.master_key = (select p.master_key from products p where p.id = ${id})
           limit 1`),
      );
      return row ? { masterKey: row.master_key, category: row.category } : null;
    })();
    subjects.set(context, subject);
  }
  return subject;
}
