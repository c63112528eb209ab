import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import type { StyleFeatures } from '@/lib/recommendation/content-similarity';

/**
 * What content similarity compares of every style on sale (not free gifts): its category, product
 * type, brand, euro price, colour families and attributes. One query; at 100k styles about 60 MB.
 */
export async function loadStyleFeatures(db: Database): Promise<StyleFeatures[]> {
  const rows = rowsOf<{
    master_key: string;
    category: string;
    product_type: string;
    brand_id: string;
    sort_key: number;
    price: number;
    families: string[];
    attributes: Record<string, string> | null;
  }>(
    await db.execute(sql`
      select s.master_key, s.primary_category_id as category, s.product_type, s.brand_id, s.sort_key,
             (select min(p.price_min) from products p where p.master_key = s.master_key) as price,
             (select array_agg(distinct p.color_family) from products p where p.master_key = s.master_key) as families,
             (select jsonb_object_agg(a.key, a.value) from style_attributes a where a.master_key = s.master_key) as attributes
        from styles s
       where not s.is_free_gift`),
  );
  return rows.map((r) => ({
    masterKey: r.master_key,
    category: r.category,
    productType: r.product_type,
    brandId: r.brand_id,
    sortKey: Number(r.sort_key),
    price: Number(r.price ?? 0),
    families: r.families ?? [],
    attributes: r.attributes ?? {},
  }));
}
