import 'server-only';
import { getTableColumns, sql } from 'drizzle-orm';
import { brands, dimensions, products, styles, variants } from '@/server/db/schema/catalog';
import type { ColorDetail, ProductDetail, VariantDetail } from './product-detail';
import { groupBy } from '@/lib/group-by';

/** What a product load reads of its product and style (with brand and review figures). */
export const headFields = {
  id: products.id,
  masterKey: products.masterKey,
  style: styles,
  brand: brands,
  // the published reviews' figures of every shop (review_statistics), in the same round trip
  ratings: sql<ProductDetail['ratings'] | null>`(
    select json_object_agg(rs.shop_code, json_build_object('tenths', rs.rating_tenths, 'count', rs.review_count))
      from review_statistics rs where rs.master_key = ${styles.masterKey})`,
};

/** What a product load reads of each colour of the style. */
export const colorFields = {
  ...getTableColumns(products),
  // the colour's summary in the other currencies' lists, in the same round trip
  listSummaries: sql<ColorDetail['listSummaries'] | null>`(
    select json_object_agg(pp.currency, json_build_object('priceMin', pp.price_min, 'priceMax', pp.price_max,
             'priceOld', pp.price_old, 'savingMin', pp.saving_min, 'savingMax', pp.saving_max))
      from product_prices pp where pp.product_id = ${products.id})`,
};

/** What a product load reads of each size of the style's colours. */
export const variantFields = {
  ...getTableColumns(variants),
  // the size's price in the other currencies' lists, in the same round trip
  listPrices: sql<VariantDetail['listPrices'] | null>`(
    select json_object_agg(vp.currency, json_build_object('priceCents', vp.price_cents,
             'saleReductionCents', vp.sale_reduction_cents))
      from variant_prices vp where vp.variant_id = ${variants.id} and vp.promotion = ${variants.promotion})`,
};

/** The rows of one load of products: heads by product id, the rest by the heads' styles. */
export interface ProductDetailRows {
  heads: readonly {
    id: string;
    masterKey: string;
    style: typeof styles.$inferSelect;
    brand: typeof brands.$inferSelect;
    ratings: ProductDetail['ratings'] | null;
  }[];
  colorRows: readonly (typeof products.$inferSelect & {
    listSummaries: ColorDetail['listSummaries'] | null;
  })[];
  attributeRows: readonly { masterKey: string; key: string; value: string }[];
  categoryRows: readonly { masterKey: string; categoryId: string }[];
  dimensionRows: readonly (typeof dimensions.$inferSelect)[];
  variantRows: readonly (typeof variants.$inferSelect & { listPrices: VariantDetail['listPrices'] | null })[];
}

/** The products of `wanted` (in its order) from their rows; ids without a head or colour are left out. */
export function assembleProductDetails(wanted: readonly string[], rows: ProductDetailRows): ProductDetail[] {
  const { heads, colorRows, attributeRows, categoryRows, dimensionRows, variantRows } = rows;
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
    const s = head.style;
    const published = s.status === 'published';
    const colors = (colorsByStyle.get(head.masterKey) ?? []).map(({ masterKey: _m, ...c }) =>
      published ? c : offline(c),
    );
    const color = colors.find((c) => c.productId === id);
    if (!color) return [];
    const detail: ProductDetail = {
      id,
      masterKey: s.masterKey,
      published,
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

/**
 * A colour of a style that is not published (a draft, or taken offline): shown nowhere, and a
 * basket or wishlist holding it finds it sold out (decision 0040). The detail is new per load.
 */
function offline(color: ColorDetail): ColorDetail {
  return {
    ...color,
    outsold: true,
    dimensions: color.dimensions.map((d) => ({
      ...d,
      variants: d.variants.map((v) => ({ ...v, availabilityState: 'outsold' as const, stock: 0 })),
    })),
  };
}
