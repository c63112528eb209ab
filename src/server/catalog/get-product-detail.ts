import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
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
import type { ColorDetail, DimensionDetail, ProductDetail, VariantDetail } from './product-detail';

const PRODUCT_ID = /^\d{6}$/;

/**
 * Loads one product with its style, brand and every colour of the style with their dimensions and
 * variants. Returns null for an unknown or malformed id (a 6-digit article number is expected).
 */
export async function getProductDetail(db: Database, id: string): Promise<ProductDetail | null> {
  if (!PRODUCT_ID.test(id)) return null;
  const [head] = await db
    .select({ masterKey: products.masterKey, style: styles, brand: brands })
    .from(products)
    .innerJoin(styles, eq(styles.masterKey, products.masterKey))
    .innerJoin(brands, eq(brands.id, styles.brandId))
    .where(eq(products.id, id))
    .limit(1);
  if (!head) return null;

  const [colorRows, attributeRows, categoryRows] = await Promise.all([
    db
      .select()
      .from(products)
      .where(eq(products.masterKey, head.masterKey))
      .orderBy(asc(products.colorPosition)),
    db
      .select({ key: styleAttributes.key, value: styleAttributes.value })
      .from(styleAttributes)
      .where(eq(styleAttributes.masterKey, head.masterKey))
      .orderBy(asc(styleAttributes.position)),
    db
      .select({ categoryId: styleCategories.categoryId })
      .from(styleCategories)
      .where(eq(styleCategories.masterKey, head.masterKey)),
  ]);
  const colorIds = colorRows.map((c) => c.id);
  const [dimensionRows, variantRows] = await Promise.all([
    db.select().from(dimensions).where(inArray(dimensions.id, colorIds)),
    db
      .select()
      .from(variants)
      .where(inArray(variants.dimensionId, colorIds))
      .orderBy(asc(variants.sizeOrder)),
  ]);

  const variantsByDimension = new Map<string, VariantDetail[]>();
  for (const v of variantRows) {
    const key = `${v.dimensionId}:${v.promotion}`;
    const list = variantsByDimension.get(key) ?? [];
    list.push({ ...v, availabilityState: v.availabilityState as VariantDetail['availabilityState'] });
    variantsByDimension.set(key, list);
  }
  const colors: ColorDetail[] = colorRows.map((c) => {
    const dims: DimensionDetail[] = dimensionRows
      .filter((d) => d.id === c.id)
      .sort((a, b) => Number(b.isDefaultPromotion) - Number(a.isDefaultPromotion))
      .map((d) => ({
        id: d.id,
        promotion: d.promotion,
        isDefaultPromotion: d.isDefaultPromotion,
        label: c.colorLabel,
        variants: variantsByDimension.get(`${d.id}:${d.promotion}`) ?? [],
      }));
    return {
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
      dimensions: dims,
    };
  });
  const color = colors.find((c) => c.productId === id);
  if (!color) return null;
  const s = head.style;
  return {
    id,
    masterKey: s.masterKey,
    name: s.name,
    mainTitle: s.mainTitle,
    description: s.description,
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
    ratingTenths: s.ratingTenths,
    ratingCount: s.ratingCount,
    brand: { id: head.brand.id, name: head.brand.name, image: head.brand.image },
    attributes: attributeRows,
    categoryIds: categoryRows.map((r) => r.categoryId).sort(),
    color,
    colors,
  };
}
