import type { DimensionDetail, ProductDetail, VariantDetail } from '@/server/catalog/product-detail';

/** What a Product field resolves from: the loaded product and the catalogue it was asked for. */
export interface ProductParent {
  detail: ProductDetail;
  catalogId: string | null;
}

export type DimensionParent = DimensionDetail;
export type VariantParent = VariantDetail;
