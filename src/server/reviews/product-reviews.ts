import 'server-only';
import { reviewAttributesFor } from '@/lib/reviews/review-attributes';
import { REVIEW_PAGE_SIZE } from '@/lib/reviews/review-sort';
import type { ShopConfig } from '@/lib/shop/shop';
import { CACHE_TAGS, productTag } from '@/server/cache-tags';
import type { ProductDetail } from '@/server/catalog/product-detail';
import type { Database } from '@/server/db/client';
import { cached } from '@/server/tagged-cache';
import { databaseKey } from '@/server/db/database-key';
import { listReviews } from './list-reviews';
import {
  loadStatisticsRow,
  statisticsView,
  type ReviewStatisticsView,
  type StatisticsRow,
} from './load-review-statistics';
import { formAttribute, reviewOf, type FormAttribute, type ReviewAnswer } from './review-answer';

/** What the product page shows of the reviews before the shopper touches them. */
export interface ProductReviews {
  statistics: ReviewStatisticsView;
  /** the newest published reviews (the page's JSON-LD; the list itself comes from reviewDisplay) */
  newest: ReviewAnswer[];
  /** the properties of the review form */
  formAttributes: FormAttribute[];
}

/** The product page's review data as loaded, before the product's type shapes it. */
export interface LoadedReviews {
  statistics: StatisticsRow | null;
  newest: ReviewAnswer[];
}

/**
 * A minute: helpful counts change without a notification; a change of the statistics (a review
 * published or hidden) drops it at once by the product's tag.
 */
const TTL_MS = 60_000;

/**
 * The statistics and newest page of the reviews of a product's style in the shop, by the product's
 * id: the page asks for them alongside the product (two queries at once, cached per colour). An
 * unknown id has none.
 */
export function loadProductReviews(
  db: Database,
  shop: ShopConfig,
  productId: string,
): Promise<LoadedReviews> {
  return cached(
    `product:reviews:${databaseKey(db)}:${shop.code}:${productId}`,
    [CACHE_TAGS.catalog, productTag(productId)],
    TTL_MS,
    async () => {
      const style = { productId };
      const [statistics, page] = await Promise.all([
        loadStatisticsRow(db, shop, style),
        listReviews(db, shop, style, { page: 1, pageSize: REVIEW_PAGE_SIZE, stars: null, sort: 'newest' }),
      ]);
      return { statistics, newest: page.reviews.map((r) => reviewOf(shop, r)) };
    },
  );
}

/** The loaded reviews as the product page shows them; none for a free gift (it is not rated). */
export function productReviews(
  shop: ShopConfig,
  product: ProductDetail,
  loaded: LoadedReviews,
): ProductReviews | null {
  if (product.isFreeGift) return null;
  return {
    statistics: statisticsView(loaded.statistics, product.productType),
    newest: loaded.newest,
    formAttributes: reviewAttributesFor(product.productType).map((key) => formAttribute(shop, key)),
  };
}
