import { sql } from 'drizzle-orm';
import { CATEGORY_TREE } from '@/server/catalog/category-tree-data';
import { createCategoryIndex } from '@/lib/category/tree';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import type { ProductImage, StyleTexts } from '@/server/db/schema/catalog';
import { textArray } from '@/server/db/text-array';

/** A size offer as the export writes it: the size under one promotion, its prices and their reductions. */
export interface ExportSize {
  id: string;
  ean: string;
  label: string;
  promotion: string;
  stock: number;
  availability: string;
  deliverability: string;
  subsequent: boolean;
  prices: {
    currency: string;
    price: number;
    oldPrice: number | null;
    prior: number | null;
    reducedSince: Date | null;
  }[];
}

export interface ExportColour {
  id: string;
  label: string;
  code: string;
  family: string;
  defaultPromotion: string;
  oldDisplayNumber: string | null;
  images: ProductImage[];
  sizes: ExportSize[];
}

export interface ExportStyle {
  key: string;
  status: string;
  brand: string;
  brandName: string;
  category: string;
  /** the categories beyond the primary one and its parents (which the import adds itself) */
  categories: string[];
  createdAt: Date;
  mkz: string;
  flag: string;
  quantityLimit: number | null;
  salesUnit: string | null;
  heatDegree: string | null;
  energyClass: string | null;
  companyOfOrigin: string | null;
  forwardingAgent: boolean;
  disposalService: boolean;
  attributes: { key: string; value: string }[];
  texts: { language: string; name: string; mainTitle: string; description: string }[];
  colours: ExportColour[];
}

const CATEGORIES = createCategoryIndex(CATEGORY_TREE);

/**
 * The whole catalogue (every state) in its merchandising order (the sort key), `size` styles at a
 * time, as the catalogue feed writes it (`npm run export -- products`).
 */
export async function* readCatalogue(db: Database, size = 500): AsyncGenerator<ExportStyle[]> {
  let after: { sortKey: number; key: string } | null = null;
  for (;;) {
    const page: { master_key: string; sort_key: number }[] = rowsOf<{ master_key: string; sort_key: number }>(
      await db.execute(sql`select master_key, sort_key from styles
        where ${after === null ? sql`true` : sql`(sort_key, master_key) > (${after.sortKey}, ${after.key})`}
        order by sort_key, master_key limit ${size}`),
    );
    if (page.length === 0) return;
    const last: { master_key: string; sort_key: number } = page[page.length - 1]!;
    after = { sortKey: last.sort_key, key: last.master_key };
    yield await readStyles(
      db,
      page.map((p) => p.master_key),
    );
  }
}

async function readStyles(db: Database, keys: string[]): Promise<ExportStyle[]> {
  const list = textArray(keys);
  const [styles, attributes, categories, colours, sizes, prices] = await Promise.all([
    db.execute(sql`select s.*, b.name as brand_name,
                          exists (select from products p join variants v on v.dimension_id = p.id
                                   where p.master_key = s.master_key and v.deliverability_forwarding_agent) as forwarding
                     from styles s join brands b on b.id = s.brand_id where s.master_key = any(${list})`),
    db.execute(sql`select master_key, key, value from style_attributes where master_key = any(${list})
                    order by master_key, position`),
    db.execute(sql`select master_key, category_id from style_categories where master_key = any(${list})
                    order by master_key, category_id`),
    db.execute(sql`select p.id, p.master_key, p.color_label, p.color_code, p.color_family, p.old_display_number, p.images,
                          (select d.promotion from dimensions d where d.id = p.id and d.is_default_promotion) as promotion
                     from products p where p.master_key = any(${list}) order by p.master_key, p.color_position`),
    db.execute(sql`select v.id, v.promotion, v.dimension_id, v.ean, v.size_label, v.stock, v.availability_state,
                          v.deliverability_key, v.is_subsequent_delivery, v.price_cents, v.announced_old_price_cents,
                          v.prior_price_cents, v.reduced_since, d.is_default_promotion
                     from variants v
                     join products p on p.id = v.dimension_id
                     join dimensions d on d.id = v.dimension_id and d.promotion = v.promotion
                    where p.master_key = any(${list})
                    order by v.dimension_id, v.size_order, d.is_default_promotion desc, v.promotion, v.id`),
    db.execute(sql`select vp.variant_id, vp.promotion, vp.currency, vp.price_cents, vp.announced_old_price_cents,
                          vp.prior_price_cents, vp.reduced_since
                     from variant_prices vp
                     join variants v on v.id = vp.variant_id and v.promotion = vp.promotion
                     join products p on p.id = v.dimension_id
                    where p.master_key = any(${list})`),
  ]);
  type PriceRow = {
    price_cents: number;
    announced_old_price_cents: number | null;
    prior_price_cents: number | null;
    reduced_since: string | Date | null;
  };
  const price = (currency: string, row: PriceRow) => ({
    currency,
    price: row.price_cents,
    oldPrice: row.announced_old_price_cents,
    prior: row.announced_old_price_cents === null ? null : row.prior_price_cents,
    reducedSince:
      row.announced_old_price_cents === null || row.reduced_since === null
        ? null
        : new Date(row.reduced_since),
  });
  const listPrices = new Map<string, ExportSize['prices']>();
  for (const row of rowsOf<PriceRow & { variant_id: string; promotion: string; currency: string }>(prices)) {
    const key = `${row.variant_id}|${row.promotion}`;
    listPrices.set(key, [...(listPrices.get(key) ?? []), price(row.currency, row)]);
  }
  const ORDER = ['EUR', 'CHF', 'CZK', 'SEK'];
  const sizesOf = group(
    rowsOf<
      PriceRow & {
        id: string;
        promotion: string;
        dimension_id: string;
        ean: string;
        size_label: string;
        stock: number;
        availability_state: string;
        deliverability_key: string;
        is_subsequent_delivery: boolean;
      }
    >(sizes),
    (row) => row.dimension_id,
    (row): ExportSize => ({
      id: row.id,
      ean: row.ean,
      label: row.size_label,
      promotion: row.promotion,
      stock: row.stock,
      availability: row.availability_state,
      deliverability: row.deliverability_key,
      subsequent: row.is_subsequent_delivery,
      prices: [price('EUR', row), ...(listPrices.get(`${row.id}|${row.promotion}`) ?? [])].sort(
        (a, b) => ORDER.indexOf(a.currency) - ORDER.indexOf(b.currency),
      ),
    }),
  );
  const coloursOf = group(
    rowsOf<{
      id: string;
      master_key: string;
      color_label: string;
      color_code: string;
      color_family: string;
      old_display_number: string | null;
      images: ProductImage[];
      promotion: string;
    }>(colours),
    (row) => row.master_key,
    (row): ExportColour => ({
      id: row.id,
      label: row.color_label,
      code: row.color_code,
      family: row.color_family,
      defaultPromotion: row.promotion,
      oldDisplayNumber: row.old_display_number,
      images: row.images,
      sizes: sizesOf.get(row.id) ?? [],
    }),
  );
  const attributesOf = group(
    rowsOf<{ master_key: string; key: string; value: string }>(attributes),
    (row) => row.master_key,
    ({ key, value }) => ({ key, value }),
  );
  const categoriesOf = group(
    rowsOf<{ master_key: string; category_id: string }>(categories),
    (row) => row.master_key,
    (row) => row.category_id,
  );
  const byKey = new Map<string, ExportStyle>();
  for (const row of rowsOf<{
    master_key: string;
    status: string;
    brand_id: string;
    brand_name: string;
    primary_category_id: string;
    created_at: string | Date;
    mkz: string;
    flag: string;
    quantity_limit: number | null;
    sales_unit: string | null;
    heat_degree: string | null;
    energy_efficiency_class: string | null;
    company_of_origin: string | null;
    forwarding: boolean;
    disposal_service_product: boolean;
    is_free_gift: boolean;
    name: string;
    main_title: string;
    description: string;
    texts: StyleTexts | null;
  }>(styles)) {
    const implied = new Set([
      row.primary_category_id,
      ...CATEGORIES.ancestorNodes(row.primary_category_id).map((node) => node.id),
    ]);
    byKey.set(row.master_key, {
      key: row.master_key,
      status: row.status,
      brand: row.brand_id,
      brandName: row.brand_name,
      category: row.primary_category_id,
      categories: (categoriesOf.get(row.master_key) ?? []).filter((id) => !implied.has(id)),
      createdAt: new Date(row.created_at),
      mkz: row.mkz,
      flag: row.flag,
      // a free gift's limit of one follows from its category
      quantityLimit: row.is_free_gift ? null : row.quantity_limit,
      salesUnit: row.sales_unit,
      heatDegree: row.heat_degree,
      energyClass: row.energy_efficiency_class,
      companyOfOrigin: row.company_of_origin,
      forwardingAgent: row.forwarding,
      disposalService: row.disposal_service_product,
      attributes: attributesOf.get(row.master_key) ?? [],
      texts: [
        { language: 'de', name: row.name, mainTitle: row.main_title, description: row.description },
        ...Object.entries(row.texts ?? {}).flatMap(([language, text]) =>
          text
            ? [{ language, name: text.name, mainTitle: text.mainTitle, description: text.description }]
            : [],
        ),
      ],
      colours: coloursOf.get(row.master_key) ?? [],
    });
  }
  return keys.flatMap((key) => byKey.get(key) ?? []);
}

function group<T, R>(rows: readonly T[], keyOf: (row: T) => string, map: (row: T) => R): Map<string, R[]> {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const list = groups.get(keyOf(row));
    if (list) list.push(map(row));
    else groups.set(keyOf(row), [map(row)]);
  }
  return groups;
}
