import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { ReviewSort } from '@/lib/reviews/review-sort';
import type { ShopConfig } from '@/lib/shop/shop';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { masterKeyOf, type StyleRef } from './style-ref';

/** A published review as shoppers see it (S3.4 review display). */
export interface ReviewView {
  id: string;
  rating: number;
  title: string;
  text: string;
  nickname: string;
  isRecommended: boolean | null;
  verifiedPurchase: boolean;
  helpfulCount: number;
  notHelpfulCount: number;
  attributeRatings: Record<string, number>;
  createdAt: string;
}

export interface ReviewPage {
  reviews: ReviewView[];
  /** published reviews matching the star filter */
  totalCount: number;
  page: number;
  pageCount: number;
}

export interface ReviewQuery {
  page: number;
  pageSize: number;
  /** only reviews with this many stars; null for all */
  stars: number | null;
  sort: ReviewSort;
}

const ORDER: Record<ReviewSort, SQL> = {
  newest: sql`created_at desc, id`,
  mostHelpful: sql`helpful_count desc, not_helpful_count, created_at desc, id`,
  ratingAsc: sql`rating, created_at desc, id`,
  ratingDesc: sql`rating desc, created_at desc, id`,
};

/** One page of a style's published reviews in the shop, filtered by stars and sorted (S9). */
export async function listReviews(
  db: Database,
  shop: ShopConfig,
  style: StyleRef,
  query: ReviewQuery,
): Promise<ReviewPage> {
  const masterKey = masterKeyOf(style);
  const stars = query.stars === null ? sql`true` : sql`rating = ${query.stars}`;
  const rows = rowsOf<ReviewRow>(
    await db.execute(sql`select id, rating, title, text, nickname, is_recommended, verified_purchase,
        helpful_count, not_helpful_count, attribute_ratings, created_at, count(*) over () as total
      from reviews
     where shop_code = ${shop.code} and master_key = ${masterKey} and status = 'published' and ${stars}
     order by ${ORDER[query.sort]}
     limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  );
  let totalCount = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && query.page > 1) {
    // past the last page: the count still tells the client how many pages there are
    const [counted] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from reviews
        where shop_code = ${shop.code} and master_key = ${masterKey} and status = 'published' and ${stars}`),
    );
    totalCount = counted?.n ?? 0;
  }
  return {
    reviews: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      title: r.title,
      text: r.text,
      nickname: r.nickname,
      isRecommended: r.is_recommended,
      verifiedPurchase: r.verified_purchase,
      helpfulCount: r.helpful_count,
      notHelpfulCount: r.not_helpful_count,
      attributeRatings: r.attribute_ratings,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    totalCount,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(totalCount / query.pageSize)),
  };
}

interface ReviewRow {
  id: string;
  rating: number;
  title: string;
  text: string;
  nickname: string;
  is_recommended: boolean | null;
  verified_purchase: boolean;
  helpful_count: number;
  not_helpful_count: number;
  attribute_ratings: Record<string, number>;
  created_at: string | Date;
  total: string | number;
}
