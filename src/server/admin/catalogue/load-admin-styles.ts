import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { textArray } from '@/server/db/text-array';
import type { ProductImage, StyleStatus, StyleTexts } from '@/server/db/schema/catalog';

export interface AdminPrice {
  currency: string;
  price: number;
  /** the announced old price */
  oldPrice: number | null;
  /** the struck-through price: the 30-day low before the reduction (decision 0039) */
  shownOldPrice: number | null;
  reducedSince: Date | null;
}

export interface AdminSize {
  id: string;
  promotion: string;
  defaultPromotion: boolean;
  ean: string;
  label: string;
  stock: number;
  availability: string;
  deliverability: string;
  prices: AdminPrice[];
}

export interface AdminColor {
  id: string;
  label: string;
  code: string;
  family: string;
  images: ProductImage[];
  soldOut: boolean;
  sizes: AdminSize[];
}

export interface StyleRecord {
  id: string;
  name: string;
  mainTitle: string;
  description: string;
  translatedLanguages: string[];
  brand: string;
  primaryCategoryId: string;
  categoryIds: string[];
  attributes: { key: string; value: string }[];
  flag: string;
  status: StyleStatus;
  colors: AdminColor[];
  createdAt: Date;
  updatedAt: Date;
}

/** The styles of these keys whole (colours, sizes, prices in every list), in the order given. */
export async function loadAdminStyles(db: Database, keys: readonly string[]): Promise<StyleRecord[]> {
  if (keys.length === 0) return [];
  const list = textArray(keys);
  const [styles, attributes, categories, colours, sizes, listPrices] = await Promise.all([
    db.execute(sql`select master_key, name, main_title, description, texts, brand_id, primary_category_id, flag, created_at,
                          status, updated_at
                     from styles where master_key = any(${list})`),
    db.execute(
      sql`select master_key, key, value from style_attributes where master_key = any(${list}) order by position`,
    ),
    db.execute(
      sql`select master_key, category_id from style_categories where master_key = any(${list}) order by category_id`,
    ),
    db.execute(sql`select id, master_key, color_label, color_code, color_family, images, outsold
                     from products where master_key = any(${list}) order by color_position`),
    db.execute(sql`select v.id, v.promotion, v.dimension_id, v.ean, v.size_label, v.stock, v.availability_state,
                          v.deliverability_key, v.price_cents, v.sale_reduction_cents, v.announced_old_price_cents,
                          v.reduced_since, d.is_default_promotion
                     from variants v
                     join dimensions d on d.id = v.dimension_id and d.promotion = v.promotion
                     join products p on p.id = v.dimension_id
                    where p.master_key = any(${list})
                    order by v.dimension_id, d.is_default_promotion desc, v.promotion, v.size_order`),
    db.execute(sql`select vp.variant_id, vp.promotion, vp.currency, vp.price_cents, vp.sale_reduction_cents,
                          vp.announced_old_price_cents, vp.reduced_since
                     from variant_prices vp
                     join variants v on v.id = vp.variant_id and v.promotion = vp.promotion
                     join products p on p.id = v.dimension_id
                    where p.master_key = any(${list})
                    order by vp.currency`),
  ]);
  const pricesOf = new Map<string, AdminPrice[]>();
  for (const row of rowsOf<{
    variant_id: string;
    promotion: string;
    currency: string;
    price_cents: number;
    sale_reduction_cents: number;
    announced_old_price_cents: number | null;
    reduced_since: string | Date | null;
  }>(listPrices)) {
    const key = `${row.variant_id}|${row.promotion}`;
    pricesOf.set(key, [...(pricesOf.get(key) ?? []), price(row.currency, row)]);
  }
  const sizesOf = new Map<string, AdminSize[]>();
  for (const row of rowsOf<{
    id: string;
    promotion: string;
    dimension_id: string;
    ean: string;
    size_label: string;
    stock: number;
    availability_state: string;
    deliverability_key: string;
    price_cents: number;
    sale_reduction_cents: number;
    announced_old_price_cents: number | null;
    reduced_since: string | Date | null;
    is_default_promotion: boolean;
  }>(sizes)) {
    const size: AdminSize = {
      id: row.id,
      promotion: row.promotion,
      defaultPromotion: row.is_default_promotion,
      ean: row.ean,
      label: row.size_label,
      stock: row.stock,
      availability: row.availability_state,
      deliverability: row.deliverability_key,
      prices: [price('EUR', row), ...(pricesOf.get(`${row.id}|${row.promotion}`) ?? [])],
    };
    sizesOf.set(row.dimension_id, [...(sizesOf.get(row.dimension_id) ?? []), size]);
  }
  const coloursOf = new Map<string, AdminColor[]>();
  for (const row of rowsOf<{
    id: string;
    master_key: string;
    color_label: string;
    color_code: string;
    color_family: string;
    images: ProductImage[];
    outsold: boolean;
  }>(colours)) {
    const colour: AdminColor = {
      id: row.id,
      label: row.color_label,
      code: row.color_code,
      family: row.color_family,
      images: row.images,
      soldOut: row.outsold,
      sizes: sizesOf.get(row.id) ?? [],
    };
    coloursOf.set(row.master_key, [...(coloursOf.get(row.master_key) ?? []), colour]);
  }
  const attributesOf = groupBy(
    rowsOf<{ master_key: string; key: string; value: string }>(attributes),
    (row) => row.master_key,
  );
  const categoriesOf = groupBy(
    rowsOf<{ master_key: string; category_id: string }>(categories),
    (row) => row.master_key,
  );
  const byKey = new Map<string, StyleRecord>();
  for (const row of rowsOf<{
    master_key: string;
    name: string;
    main_title: string;
    description: string;
    texts: StyleTexts | null;
    brand_id: string;
    primary_category_id: string;
    flag: string;
    created_at: string | Date;
    status: StyleStatus;
    updated_at: string | Date;
  }>(styles))
    byKey.set(row.master_key, {
      id: row.master_key,
      name: row.name,
      mainTitle: row.main_title,
      description: row.description,
      translatedLanguages: Object.keys(row.texts ?? {}).sort(),
      brand: row.brand_id,
      primaryCategoryId: row.primary_category_id,
      categoryIds: (categoriesOf.get(row.master_key) ?? []).map((c) => c.category_id),
      attributes: (attributesOf.get(row.master_key) ?? []).map(({ key, value }) => ({ key, value })),
      flag: row.flag,
      status: row.status,
      colors: coloursOf.get(row.master_key) ?? [],
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
    });
  return keys.flatMap((key) => byKey.get(key) ?? []);
}

function price(
  currency: string,
  row: {
    price_cents: number;
    sale_reduction_cents: number;
    announced_old_price_cents: number | null;
    reduced_since: string | Date | null;
  },
): AdminPrice {
  return {
    currency,
    price: row.price_cents,
    oldPrice: row.announced_old_price_cents,
    shownOldPrice: row.sale_reduction_cents > 0 ? row.price_cents + row.sale_reduction_cents : null,
    reducedSince: row.reduced_since ? new Date(row.reduced_since) : null,
  };
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}
