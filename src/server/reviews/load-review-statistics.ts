import 'server-only';
import { ATTRIBUTE_SCALE, reviewAttributesFor, type ReviewAttribute } from '@/lib/reviews/review-attributes';
import { MAX_STARS } from '@/lib/reviews/review-sort';
import type { ShopConfig } from '@/lib/shop/shop';
import type { Database } from '@/server/db/client';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/server/db/rows';
import { masterKeyOf, type StyleRef } from './style-ref';

/** S3.4 statistics of a product's published reviews in a shop. */
export interface ReviewStatisticsView {
  /** average stars in tenths (0–50); 0 without reviews */
  averageTenths: number;
  /** the average as a percentage of the maximum (the spec's second reading of a rating) */
  percentage: number;
  maxAmountOfStars: number;
  totalReviewCount: number;
  recommendedCount: number;
  /** from 5 stars down to 1 */
  ratingDistribution: { rating: number; count: number }[];
  attributeRatingsAverage: {
    attributeKey: ReviewAttribute;
    /** average in tenths on the 1–5 scale */
    averageTenths: number;
    percentage: number;
    valueRange: number;
    count: number;
  }[];
}

/** The precomputed statistics (review_statistics) of a style in the shop, for its product type. */
export async function loadReviewStatistics(
  db: Database,
  shop: ShopConfig,
  style: StyleRef,
  productType: string,
): Promise<ReviewStatisticsView> {
  return statisticsView(await loadStatisticsRow(db, shop, style), productType);
}

/** The style's row of review_statistics in the shop; none without published reviews. */
export async function loadStatisticsRow(
  db: Database,
  shop: ShopConfig,
  style: StyleRef,
): Promise<StatisticsRow | null> {
  const [row] = rowsOf<StatisticsRow>(
    await db.execute(sql`select review_count, rating_sum, rating_tenths, distribution, attribute_totals,
        recommended_count from review_statistics
       where shop_code = ${shop.code} and master_key = ${masterKeyOf(style)}`),
  );
  return row ?? null;
}

/** The statistics as shown, with the detail ratings of the product type's properties. */
export function statisticsView(row: StatisticsRow | null, productType: string): ReviewStatisticsView {
  const count = row?.review_count ?? 0;
  const distribution = row?.distribution ?? [0, 0, 0, 0, 0];
  return {
    averageTenths: row?.rating_tenths ?? 0,
    percentage: count ? Math.round((row!.rating_sum / count / MAX_STARS) * 1000) / 10 : 0,
    maxAmountOfStars: MAX_STARS,
    totalReviewCount: count,
    recommendedCount: row?.recommended_count ?? 0,
    ratingDistribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: distribution[rating - 1] ?? 0 })),
    attributeRatingsAverage: reviewAttributesFor(productType).flatMap((attributeKey) => {
      const totals = row?.attribute_totals[attributeKey];
      if (!totals || totals.count === 0) return [];
      const average = totals.sum / totals.count;
      return [
        {
          attributeKey,
          averageTenths: Math.round(average * 10),
          percentage: Math.round((average / ATTRIBUTE_SCALE) * 1000) / 10,
          valueRange: ATTRIBUTE_SCALE,
          count: totals.count,
        },
      ];
    }),
  };
}

export interface StatisticsRow {
  review_count: number;
  rating_sum: number;
  rating_tenths: number;
  distribution: number[];
  attribute_totals: Record<string, { sum: number; count: number }>;
  recommended_count: number;
}
