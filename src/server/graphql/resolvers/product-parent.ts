import type { DimensionDetail, ProductDetail, VariantDetail } from '@/server/catalog/product-detail';
import type { ProductTile } from '@/server/listing/load-tiles';
import type { GkAirMetadata, ImagesInput } from '../generated/resolvers-types';

/**
 * What a Product field resolves from: the loaded product, or in listings its tile (the listing's
 * one-query read of what a tile shows), from which the fields a tile has resolve without loading
 * the product; any other field loads it (batched per request). And the catalogue it was asked for.
 */
export type ProductParent = (
  | { detail: ProductDetail; tile?: undefined; catalogId: string | null }
  | { tile: ProductTile; detail?: undefined; catalogId: string | null }
) & {
  /** set on products the recommendation service answers (gkAir) */
  gkAir?: GkAirMetadata;
  /** the images a gkAir answer's products show when Product.images names none (its imagesInput) */
  imagesDefault?: ImagesInput;
};

export type DimensionParent = DimensionDetail;
export type VariantParent = VariantDetail;
