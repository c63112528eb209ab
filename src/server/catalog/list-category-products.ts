import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { ProductImage } from '@/server/db/schema/catalog';

export const PRODUCT_SORTS = ['sortKey', 'dateDesc', 'priceAsc', 'priceDesc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** One listing tile: a style shown by its first colour that is not sold out (else its lead colour). */
export interface ProductTile {
  id: string;
  masterKey: string;
  name: string;
  brandName: string;
  flag: string;
  salesUnit: string | null;
  heatDegree: string | null;
  ratingTenths: number;
  priceMin: number;
  priceMax: number;
  priceOld: number;
  savingMax: number;
  outsold: boolean;
  image: ProductImage | null;
  colors: { id: string; code: string; label: string }[];
}

const ORDER: Record<ProductSort, ReturnType<typeof sql>> = {
  sortKey: sql`s.sort_key asc, s.master_key asc`,
  dateDesc: sql`s.created_at desc, s.master_key asc`,
  priceAsc: sql`p.price_min asc, s.sort_key asc, s.master_key asc`,
  priceDesc: sql`p.price_min desc, s.sort_key asc, s.master_key asc`,
};

/**
 * The products of a category, one tile per style (its first orderable colour), with the style's colours
 * that are not sold out. Two queries, whatever the page size.
 */
export async function listCategoryProducts(
  db: Database,
  categoryId: string,
  opts: { sort: ProductSort; limit: number; offset: number },
): Promise<{ total: number; tiles: ProductTile[] }> {
  const [countRows, tileRows] = await Promise.all([
    db.execute(sql`select count(*)::int as total from style_categories where category_id = ${categoryId}`),
    db.execute(sql`
      select p.id, s.master_key, s.name, b.name as brand_name, s.flag, s.sales_unit, s.heat_degree,
             s.rating_tenths, p.price_min, p.price_max, p.price_old, p.saving_max, p.outsold, p.images,
             (select json_agg(json_build_object('id', c.id, 'code', c.color_code, 'label', c.color_label)
                              order by c.color_position)
                from products c where c.master_key = s.master_key and not c.outsold) as colors
        from style_categories sc
        join styles s on s.master_key = sc.master_key
        join brands b on b.id = s.brand_id
        join lateral (
              select * from products c0 where c0.master_key = s.master_key
               order by c0.outsold, c0.color_position limit 1) p on true
       where sc.category_id = ${categoryId}
       order by ${ORDER[opts.sort]}
       limit ${opts.limit} offset ${opts.offset}`),
  ]);
  return {
    total: rowsOf<{ total: number }>(countRows)[0]?.total ?? 0,
    tiles: rowsOf<TileRow>(tileRows).map((r) => ({
      id: r.id,
      masterKey: r.master_key,
      name: r.name,
      brandName: r.brand_name,
      flag: r.flag,
      salesUnit: r.sales_unit,
      heatDegree: r.heat_degree,
      ratingTenths: r.rating_tenths,
      priceMin: r.price_min,
      priceMax: r.price_max,
      priceOld: r.price_old,
      savingMax: r.saving_max,
      outsold: r.outsold,
      image: r.images[0] ?? null,
      colors: r.colors ?? [],
    })),
  };
}

interface TileRow {
  id: string;
  master_key: string;
  name: string;
  brand_name: string;
  flag: string;
  sales_unit: string | null;
  heat_degree: string | null;
  rating_tenths: number;
  price_min: number;
  price_max: number;
  price_old: number;
  saving_max: number;
  outsold: boolean;
  images: ProductImage[];
  colors: { id: string; code: string; label: string }[] | null;
}

/** node-postgres returns { rows }, PGlite returns { rows } too; keep one accessor. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
