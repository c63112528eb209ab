import 'server-only';
import { reviewAttributesFor } from '@/lib/reviews/review-attributes';
import { REVIEW_PAGE_SIZE } from '@/lib/reviews/review-sort';
import type { ShopConfig } from '@/lib/shop/shop';
import { CACHE_TAGS } from '@/server/cache-tags';
import type { ProductDetail } from '@/server/catalog/product-detail';
import type { Database } from '@/server/db/client';
import { cached } from '@/server/tagged-cache';
import { databaseKey } from '@/server/db/database-key';
import { listReviews } from './list-reviews';
import { loadReviewStatistics, type ReviewStatisticsView } from './load-review-statistics';
import { formAttribute, reviewOf, type FormAttribute, type ReviewAnswer } from './review-answer';

/** What the product page shows of the reviews before the shopper touches them. */
export interface ProductReviews {
  statistics: ReviewStatisticsView;
  /** the newest published reviews (the list's first page, and JSON-LD's up to 5) */
  newest: ReviewAnswer[];
  pageCount: number;
  /** the properties of the review form */
  formAttributes: FormAttribute[];
}

/**
 * A minute, like the product (helpful counts change without a notification); a change of the
 * statistics drops it at once (the catalogue channel forgets `product:…:{id}`).
 */
const TTL_MS = 60_000;

/** The product page's reviews in the shop: statistics and the newest page, cached per colour. */
export function productReviews(
  db: Database,
  shop: ShopConfig,
  product: ProductDetail,
): Promise<ProductReviews> {
  return cached(
    `product:reviews:${databaseKey(db)}:${shop.code}:${product.id}`,
    [CACHE_TAGS.catalog],
    TTL_MS,
    async () => {
      // two queries at once: a page render waits for the slower, not for both
      const [statistics, page] = await Promise.all([
        loadReviewStatistics(db, shop, product.masterKey, product.productType),
        listReviews(db, shop, product.masterKey, {
          page: 1,
          pageSize: REVIEW_PAGE_SIZE,
          stars: null,
          sort: 'newest',
        }),
      ]);
      return {
        statistics,
        newest: page.reviews.map((r) => reviewOf(shop, r)),
        pageCount: page.pageCount,
        formAttributes: product.isFreeGift
          ? []
          : reviewAttributesFor(product.productType).map((key) => formAttribute(shop, key)),
      };
    },
  );
}
