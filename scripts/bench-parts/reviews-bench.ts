/**
 * Reviews through the GraphQL API (in-process Yoga, as the product page's client asks for them):
 * `reviewDisplay` over products with many and few reviews, every sort, star filters and later pages,
 * and `reviewStatistics`. Each call has distinct variables, so the figures are not answer-cache hits.
 */
import { sql } from 'drizzle-orm';
import type { openDatabase } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import { createShopYoga } from '../../src/server/graphql/yoga';
import { callOperation, percentiles } from './graphql-call';

const SORTS = ['NEWEST', 'MOST_HELPFUL', 'RATING_ASC', 'RATING_DESC'];

export async function benchReviews(handle: Awaited<ReturnType<typeof openDatabase>>, requests: number) {
  const yoga = createShopYoga(async () => handle.db);
  // half the products with the most reviews (long lists to sort), half drawn at random
  const products = rowsOf<{ id: string; reviews: number }>(
    await handle.db.execute(sql`
      with counted as (
        select p.id, s.review_count as reviews, row_number() over (order by s.review_count desc, p.id) as rank
          from review_statistics s
          join lateral (select id from products where master_key = s.master_key order by id limit 1) p on true
         where s.shop_code = 'lindgard-at')
      (select id, reviews from counted where rank <= ${Math.ceil(requests / 2)})
      union all
      (select id, reviews from counted where rank > ${Math.ceil(requests / 2)} order by md5(id) limit ${Math.floor(requests / 2)})`),
  ).map((r) => ({ id: r.id, reviews: Number(r.reviews) }));
  const display = (i: number) => {
    const product = products[i % products.length]!;
    const input: Record<string, unknown> = {
      productId: product.id,
      locale: 'de-AT',
      sort: SORTS[i % SORTS.length],
      page: product.reviews > 10 && i % 3 === 1 ? 2 : 1,
    };
    if (i % 5 === 4) input.rating = 1 + (i % 5);
    return callOperation(yoga, 'reviewDisplay', { input }, undefined);
  };
  const statistics = (i: number) =>
    callOperation(
      yoga,
      'reviewStatistics',
      { productId: products[i % products.length]!.id, locale: 'de-AT' },
      undefined,
    );
  for (let i = 0; i < 20; i++) {
    await display(i);
    await statistics(i);
  }
  const displayTimings: number[] = [];
  const statisticsTimings: number[] = [];
  for (let i = 0; i < requests; i++) {
    let t0 = performance.now();
    await display(i);
    displayTimings.push(performance.now() - t0);
    t0 = performance.now();
    await statistics(i);
    statisticsTimings.push(performance.now() - t0);
  }
  const totals = rowsOf<{ reviews: string; styles: string; most: string }>(
    await handle.db.execute(sql`select count(*) as reviews, count(distinct master_key) as styles,
        (select max(review_count) from review_statistics) as most from reviews where status = 'published'`),
  )[0]!;
  return {
    publishedReviews: Number(totals.reviews),
    reviewedProducts: Number(totals.styles),
    mostReviewsOnOneProduct: Number(totals.most),
    reviewDisplay: { requests: displayTimings.length, ...percentiles(displayTimings) },
    reviewStatistics: { requests: statisticsTimings.length, ...percentiles(statisticsTimings) },
  };
}
