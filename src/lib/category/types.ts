import type { ProductTypeKey } from '@/lib/product-type';

/**
 * Rule by which the demo seed assigns products to a category that has no own product type
 * (sale sub-pages, technical and virtual categories). Real shops maintain these assignments
 * in their product-information system; the seed derives them from product data.
 */
export type AssortmentRule =
  /** every product of the shop (/alles) */
  | { kind: 'all' }
  /** products with the sale flag whose primary category lies under one of these paths (all when empty) */
  | { kind: 'sale'; under: string[] }
  /** products with the new flag whose primary category lies under one of these paths (all when empty) */
  | { kind: 'new'; under: string[] }
  /** products reduced by at least this percentage, under these paths (all when empty) */
  | { kind: 'minSaving'; percent: number; under: string[] }
  /** products of these product types (advice and SEO landing pages) */
  | { kind: 'productTypes'; types: ProductTypeKey[] };

/** One node of the static category navigation tree (spec storefront S2.2, S3.5). */
export interface CategoryNode {
  id: string;
  name: string;
  /** display title that overrides the name in breadcrumbs and tracking */
  title?: string;
  /** normalised path: lower case, leading slash, no trailing slash */
  path: string;
  /** icon image URL, top level only */
  icon?: string;
  isHidden?: boolean;
  showAsVisualCategory?: boolean;
  isContentTitle?: boolean;
  /** the demo seed fills this category with products of this type */
  productType?: ProductTypeKey;
  /** the demo seed assigns products to this category by rule */
  assortmentRule?: AssortmentRule;
  children?: CategoryNode[];
}
