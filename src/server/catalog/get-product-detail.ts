import 'server-only';
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  brands,
  dimensions,
  products,
  styleAttributes,
  styleCategories,
  styles,
  variants,
} from '@/server/db/schema/catalog';
import { concurrentQueries } from '@/server/db/concurrent-queries';
import type { ColorDetail, ProductDetail, VariantDetail } from './product-detail';
import { PRODUCT_ID } from '@/lib/product-id';

/** Loads one product; null for an unknown or malformed id (a 6-digit article number is expected). */
export async function getProductDetail(db: Database, id: string): Promise<ProductDetail | null> {
  return (await getProductDetails(db, [id]))[0] ?? null;
}

/**
 * Loads products with their style, brand and every colour of the style with their dimensions and
 * variants: five queries for any number of products. The answer keeps the order of the ids and
 * leaves out unknown or malformed ones.
 */
export async function getProductDetails(db: Database, ids: readonly string[]): Promise<ProductDetail[]> {
  const wanted = [...new Set(ids.filter((id) => PRODUCT_ID.test(id)))];
  if (wanted.length === 0) return [];
  const heads = await db
    .select({
      id: products.id,
      masterKey: products.masterKey,
      style: styles,
      brand: brands,
      // the published reviews' figures of every shop (review_statistics), in the same round trip
      ratings: sql<ProductDetail['ratings'] | null>`(
        select json_object_agg(rs.shop_code, json_build_object('tenths', rs.rating_tenths, 'count', rs.review_count))
          from review_statistics rs where rs.master_key = ${styles.masterKey})`,
    })
    .from(products)
    .innerJoin(styles, eq(styles.masterKey, products.masterKey))
    .innerJoin(brands, eq(brands.id, styles.brandId))
    .where(inArray(products.id, wanted));
  if (heads.length === 0) return [];
  const masterKeys = [...new Set(heads.map((h) => h.masterKey))];

  const [colorRows, attributeRows, categoryRows] = await concurrentQueries(
    db,
    () =>
      db
        .select({
          ...getTableColumns(products),
          // the colour's summary in the other currencies' lists, in the same round trip
          listSummaries: sql<ColorDetail['listSummaries'] | null>`(
          select json_object_agg(pp.currency, json_build_object('priceMin', pp.price_min, 'priceMax', pp.price_max,
                   'priceOld', pp.price_old, 'savingMin', pp.saving_min, 'savingMax', pp.saving_max))
            from product_prices pp where pp.product_id = ${products.id})`,
        })
        .from(products)
        .where(inArray(products.masterKey, masterKeys))
        .orderBy(asc(products.colorPosition)),
    () =>
      db
        .select({
          masterKey: styleAttributes.masterKey,
          key: styleAttributes.key,
          value: styleAttributes.value,
        })
        .from(styleAttributes)
        .where(inArray(styleAttributes.masterKey, masterKeys))
        .orderBy(asc(styleAttributes.position)),
    () =>
      db
        .select({ masterKey: styleCategories.masterKey, categoryId: styleCategories.categoryId })
        .from(styleCategories)
        .where(inArray(styleCategories.masterKey, masterKeys)),
  );
  const colorIds = colorRows.map((c) => c.id);
  const [dimensionRows, variantRows] = await concurrentQueries(
    db,
    () => db.select().from(dimensions).where(inArray(dimensions.id, colorIds)),
    () =>
      db
        .select({
          ...getTableColumns(variants),
          // the size's price in the other currencies' lists, in the same round trip
          listPrices: sql<VariantDetail['listPrices'] | null>`(
          select json_object_agg(vp.currency, json_build_object('priceCents', vp.price_cents,
                   'saleReductionCents', vp.sale_reduction_cents))
            from variant_prices vp where vp.variant_id = ${variants.id} and vp.promotion = ${variants.promotion})`,
        })
        .from(variants)
        .where(inArray(variants.dimensionId, colorIds))
        .orderBy(asc(variants.sizeOrder)),
  );

  const variantsByDimension = new Map<string, VariantDetail[]>();
  for (const v of variantRows) {
    const key = `${v.dimensionId}:${v.promotion}`;
    const list = variantsByDimension.get(key) ?? [];
    list.push({
      ...v,
      availabilityState: v.availabilityState as VariantDetail['availabilityState'],
      listPrices: v.listPrices ?? undefined,
    });
    variantsByDimension.set(key, list);
  }
  const dimensionsById = groupBy(dimensionRows, (d) => d.id);
  const colorsByStyle = groupBy(
    colorRows.map((c): ColorDetail & { masterKey: string } => ({
      masterKey: c.masterKey,
      productId: c.id,
      label: c.colorLabel,
      code: c.colorCode,
      family: c.colorFamily,
      position: c.colorPosition,
      outsold: c.outsold,
      images: c.images,
      oldDisplayNumber: c.oldDisplayNumber,
      priceMin: c.priceMin,
      priceMax: c.priceMax,
      priceOld: c.priceOld,
      savingMin: c.savingMin,
      savingMax: c.savingMax,
      listSummaries: c.listSummaries ?? undefined,
      dimensions: (dimensionsById.get(c.id) ?? [])
        .sort((a, b) => Number(b.isDefaultPromotion) - Number(a.isDefaultPromotion))
        .map((d) => ({
          id: d.id,
          promotion: d.promotion,
          isDefaultPromotion: d.isDefaultPromotion,
          label: c.colorLabel,
          variants: variantsByDimension.get(`${d.id}:${d.promotion}`) ?? [],
        })),
    })),
    (c) => c.masterKey,
  );
  const attributesByStyle = groupBy(attributeRows, (a) => a.masterKey);
  const categoriesByStyle = groupBy(categoryRows, (c) => c.masterKey);
  const headById = new Map(heads.map((h) => [h.id, h]));

  return wanted.flatMap((id) => {
    const head = headById.get(id);
    if (!head) return [];
    const colors = (colorsByStyle.get(head.masterKey) ?? []).map(({ masterKey: _m, ...c }) => c);
    const color = colors.find((c) => c.productId === id);
    if (!color) return [];
    const s = head.style;
    const detail: ProductDetail = {
      id,
      masterKey: s.masterKey,
      name: s.name,
      mainTitle: s.mainTitle,
      description: s.description,
      texts: s.texts,
      productType: s.productType,
      primaryCategoryId: s.primaryCategoryId,
      masterCategory: s.masterCategory,
      mkz: s.mkz,
      styleType: s.styleType,
      flag: s.flag as ProductDetail['flag'],
      salesUnit: s.salesUnit,
      heatDegree: s.heatDegree as ProductDetail['heatDegree'],
      energyEfficiencyClass: s.energyEfficiencyClass,
      companyOfOrigin: s.companyOfOrigin,
      disposalNote: s.disposalNote,
      disposalServiceProduct: s.disposalServiceProduct,
      isFreeGift: s.isFreeGift,
      quantityLimit: s.quantityLimit,
      ratings: head.ratings ?? {},
      brand: { id: head.brand.id, name: head.brand.name, image: head.brand.image },
      attributes: (attributesByStyle.get(head.masterKey) ?? []).map(({ key, value }) => ({ key, value })),
      categoryIds: (categoriesByStyle.get(head.masterKey) ?? []).map((r) => r.categoryId).sort(),
      color,
      colors,
    };
    return [detail];
  });
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}
