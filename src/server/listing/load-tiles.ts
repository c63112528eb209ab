import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { catalogLanguage } from '@/lib/catalog-i18n/catalog-language';
import type { Currency, ShopConfig } from '@/lib/shop/shop';
import type { ProductImage, StyleTexts } from '@/server/db/schema/catalog';
import { tileCache, tileKey } from './tile-cache';

/** One listing tile: a style shown by one of its colours, with the style's orderable colours. */
export interface ProductTile {
  id: string;
  masterKey: string;
  name: string;
  brandId: string;
  brandName: string;
  brandImage: string | null;
  flag: string;
  salesUnit: string | null;
  heatDegree: string | null;
  ratingTenths: number;
  ratingCount: number;
  priceMin: number;
  priceMax: number;
  priceOld: number;
  savingMin: number;
  savingMax: number;
  outsold: boolean;
  image: ProductImage | null;
  colors: { id: string; code: string; label: string }[];
  /** the style's texts in the other catalogue languages; localiseTile picks one and drops this */
  texts?: StyleTexts | null;
  /** the shown colour's prices in the other currencies' lists; localiseTile picks one and drops this */
  listPrices?: Partial<Record<Currency, TilePrices>> | null;
}

export interface TilePrices {
  priceMin: number;
  priceMax: number;
  priceOld: number;
  savingMin: number;
  savingMax: number;
}

/** Only the shop language's texts travel (German stays in the columns). */
function textsOf(shop: ShopConfig) {
  const language = catalogLanguage(shop.locale);
  return language === 'de'
    ? sql`null::jsonb`
    : sql`case when s.texts ? ${language} then jsonb_build_object(${language}::text, s.texts -> ${language}) end`;
}

/** Only the shop currency's list (euro is in the columns). */
function listPricesOf(shop: ShopConfig) {
  if (shop.currency === 'EUR') return sql`null::json`;
  return sql`(select json_build_object(pp.currency, json_build_object('priceMin', pp.price_min, 'priceMax', pp.price_max,
                       'priceOld', pp.price_old, 'savingMin', pp.saving_min, 'savingMax', pp.saving_max))
                from product_prices pp where pp.product_id = p.id and pp.currency = ${shop.currency})`;
}

/**
 * Tiles for styles in the given order. Each shows its first colour that is not sold out; when the
 * shopper filters by colour, the first colour of a chosen family. Tiles come from the tile cache,
 * the missing ones from one query for any page size. The tiles are shared: never change one. A style
 * not published has no tile (decision 0040): listings, teasers and recommendations leave it out.
 */
export async function loadTiles(
  db: Database,
  shop: ShopConfig,
  masterKeys: readonly string[],
  preferFamilies: readonly string[] = [],
): Promise<readonly ProductTile[]> {
  if (masterKeys.length === 0) return [];
  const cache = tileCache();
  const found = new Map<string, ProductTile>();
  const missing: string[] = [];
  for (const masterKey of new Set(masterKeys)) {
    const tile = cache.get(tileKey(shop.code, preferFamilies, masterKey));
    if (tile) found.set(masterKey, tile);
    else missing.push(masterKey);
  }
  if (missing.length > 0) {
    const generation = cache.begin();
    for (const tile of await queryTiles(db, shop, missing, preferFamilies)) {
      found.set(tile.masterKey, tile);
      cache.keep(generation, tileKey(shop.code, preferFamilies, tile.masterKey), tile);
    }
  }
  return masterKeys.flatMap((masterKey) => found.get(masterKey) ?? []);
}

async function queryTiles(
  db: Database,
  shop: ShopConfig,
  masterKeys: readonly string[],
  preferFamilies: readonly string[],
): Promise<ProductTile[]> {
  const keys = sql`array[${sql.join(
    masterKeys.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`;
  const families = preferFamilies.length
    ? sql`array[${sql.join(
        preferFamilies.map((f) => sql`${f}`),
        sql`, `,
      )}]::text[]`
    : sql`array[]::text[]`;
  const rows = rowsOf<TileRow>(
    await db.execute(sql`
      select p.id, s.master_key, s.name, ${textsOf(shop)} as texts, b.id as brand_id, b.name as brand_name,
             b.image as brand_image, s.flag, s.sales_unit, s.heat_degree, coalesce(rs.rating_tenths, 0) as rating_tenths,
             coalesce(rs.review_count, 0) as rating_count,
             p.price_min, p.price_max, p.price_old, p.saving_min, p.saving_max, p.outsold, p.images -> 0 as image,
             (select json_agg(json_build_object('id', c.id, 'code', c.color_code, 'label', c.color_label)
                              order by c.color_position)
                from products c where c.master_key = s.master_key and not c.outsold) as colors,
             ${listPricesOf(shop)} as list_prices
        from unnest(${keys}) with ordinality as k(master_key, ord)
        join styles s on s.master_key = k.master_key and s.status = 'published'
        join brands b on b.id = s.brand_id
        left join review_statistics rs on rs.shop_code = ${shop.code} and rs.master_key = s.master_key
        join lateral (
              select * from products c0 where c0.master_key = s.master_key
               order by c0.outsold, (c0.color_family = any(${families})) desc, c0.color_position
               limit 1) p on true
       order by k.ord`),
  );
  return rows.map((r) => ({
    id: r.id,
    masterKey: r.master_key,
    name: r.name,
    brandId: r.brand_id,
    brandName: r.brand_name,
    brandImage: r.brand_image,
    flag: r.flag,
    salesUnit: r.sales_unit,
    heatDegree: r.heat_degree,
    ratingTenths: r.rating_tenths,
    ratingCount: r.rating_count,
    priceMin: r.price_min,
    priceMax: r.price_max,
    priceOld: r.price_old,
    savingMin: r.saving_min,
    savingMax: r.saving_max,
    outsold: r.outsold,
    image: r.image ?? null,
    colors: r.colors ?? [],
    texts: r.texts,
    listPrices: r.list_prices,
  }));
}

interface TileRow {
  id: string;
  master_key: string;
  name: string;
  texts: StyleTexts | null;
  brand_id: string;
  brand_name: string;
  brand_image: string | null;
  flag: string;
  sales_unit: string | null;
  heat_degree: string | null;
  rating_tenths: number;
  rating_count: number;
  price_min: number;
  price_max: number;
  price_old: number;
  saving_min: number;
  saving_max: number;
  outsold: boolean;
  image: ProductImage | null;
  colors: { id: string; code: string; label: string }[] | null;
  list_prices: Partial<Record<Currency, TilePrices>> | null;
}
