import { PRODUCT_TYPES, type ProductTypeKey } from '@/lib/product-type';
import type { BrandTemplate, ProductTemplate } from '../assortment/types';
import { BRANDS, HOUSE_BRAND_ID } from './brands';
import { APPAREL_TOP_TEMPLATES } from './apparel';
import { APPAREL_BOTTOM_TEMPLATES } from './apparel-bottoms';
import { COLOR_PALETTE, colorsForType } from './colors';
import { DECO_HOUSEHOLD_TEMPLATES } from './deco-household';
import { FURNITURE_TEMPLATES } from './furniture';
import { HOME_TEXTILE_TEMPLATES } from './home-textiles';
import { SHOES_ACCESSORIES_TEMPLATES } from './shoes-accessories';
import { SWIM_NIGHTWEAR_TEMPLATES } from './swim-nightwear';

export { BRANDS, COLOR_PALETTE, HOUSE_BRAND_ID, colorsForType };

const ALL_TEMPLATES: ProductTemplate[] = [
  ...APPAREL_TOP_TEMPLATES,
  ...APPAREL_BOTTOM_TEMPLATES,
  ...SWIM_NIGHTWEAR_TEMPLATES,
  ...SHOES_ACCESSORIES_TEMPLATES,
  ...HOME_TEXTILE_TEMPLATES,
  ...FURNITURE_TEMPLATES,
  ...DECO_HOUSEHOLD_TEMPLATES,
];

function indexTemplates(templates: ProductTemplate[]): Record<ProductTypeKey, ProductTemplate> {
  const byType = new Map<ProductTypeKey, ProductTemplate>();
  for (const t of templates) {
    if (byType.has(t.type)) throw new Error(`Product template '${t.type}' is defined twice`);
    byType.set(t.type, t);
  }
  const missing = PRODUCT_TYPES.filter((type) => !byType.has(type));
  if (missing.length > 0) throw new Error(`Product templates missing for: ${missing.join(', ')}`);
  return Object.fromEntries(byType) as Record<ProductTypeKey, ProductTemplate>;
}

/** One template per product type (checked at load: none missing, none twice). */
export const PRODUCT_TEMPLATES = indexTemplates(ALL_TEMPLATES);

/** Product types of the fashion side; the rest is home. */
const FASHION_TYPES = new Set<ProductTypeKey>(
  [
    ...APPAREL_TOP_TEMPLATES,
    ...APPAREL_BOTTOM_TEMPLATES,
    ...SWIM_NIGHTWEAR_TEMPLATES,
    ...SHOES_ACCESSORIES_TEMPLATES,
  ].map((t) => t.type),
);

function brandCarries(brand: BrandTemplate, type: ProductTypeKey): boolean {
  if (brand.types === 'all') return true;
  if (brand.types === 'fashion') return FASHION_TYPES.has(type);
  if (brand.types === 'home') return !FASHION_TYPES.has(type);
  return brand.types.includes(type);
}

const brandsByType = new Map<ProductTypeKey, BrandTemplate[]>(
  PRODUCT_TYPES.map((type) => {
    const carrying = BRANDS.filter((b) => brandCarries(b, type));
    const house = BRANDS.filter((b) => b.id === HOUSE_BRAND_ID);
    return [type, carrying.length > 0 ? carrying : house];
  }),
);

/** Brands that carry this product type; the house collection when no other does. */
export function brandsForType(type: ProductTypeKey): BrandTemplate[] {
  return brandsByType.get(type) ?? [];
}
