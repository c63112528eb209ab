import 'server-only';
import type { RecommendationBlock, RecommendationGkAirBlock } from '@/cms/payload-types';
import type { ShopConfig } from '@/lib/shop/shop';
import { categoryIndexFor } from '@/server/catalog/category-index';
import { listCategoryProducts } from '@/server/catalog/list-category-products';
import { getDb } from '@/server/db';
import type { ProductTile } from '@/server/listing/load-tiles';
import { logger } from '@/server/logger';
import { getWishlistPage } from '@/server/wishlist/get-wishlist-page';
import { getItemProducts, productIdsOf } from './get-item-products';

/** A Wishlist recommendation shows only with at least this many items (spec S5, S9). */
export const WISHLIST_RECOMMENDATION_MINIMUM = 3;
const LIMIT = 12;

/**
 * The products of a Recommendation content item. The shop's recommendation service (issue 16)
 * answers the gkAir outputs; until it does, an item's named parameters choose from the catalogue:
 * `productIds` (the editor's pick, in order) or `categoryId` (the category's first products in the
 * shop's own order), without sold-out products. Wishlist: the shopper's wishlist, from 3 items.
 * Errors yield an empty list (spec S7).
 */
export async function getRecommendedTiles(
  shop: ShopConfig,
  item: RecommendationBlock | RecommendationGkAirBlock,
): Promise<ProductTile[]> {
  try {
    const db = await getDb();
    if (item.blockType === 'Recommendation' && item.recommendationType === 'Wishlist') {
      const items = await getWishlistPage(db, shop);
      return items.length >= WISHLIST_RECOMMENDATION_MINIMUM
        ? items.map((entry) => entry.tile).slice(0, LIMIT)
        : [];
    }
    const parameters =
      (item.blockType === 'Recommendation' ? item.service?.parameters : item.parameters) ?? [];
    const value = (name: string) => parameters.find((parameter) => parameter.name === name)?.value ?? '';
    const ids = productIdsOf(value('productIds'));
    if (ids.length > 0) return await getItemProducts(db, shop, ids);
    const categoryId = value('categoryId').trim();
    if (categoryId && categoryIndexFor(shop.locale).byId(categoryId)) {
      const { tiles } = await listCategoryProducts(db, shop, categoryId, {
        sort: 'sortKey',
        limit: LIMIT * 2,
      });
      return tiles.filter((tile) => !tile.outsold).slice(0, LIMIT);
    }
    return [];
  } catch (error) {
    logger.warn(
      { err: error, issueLevel: 'Dev', blockType: item.blockType },
      'Recommendation could not be loaded',
    );
    return [];
  }
}
