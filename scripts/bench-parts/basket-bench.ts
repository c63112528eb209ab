/**
 * addToBasket through the GraphQL API (in-process Yoga, as productById): shoppers fill baskets of
 * 10 lines, one size each, every add answering the whole basket.
 */
import { sql } from 'drizzle-orm';
import { BASKET_VALUES } from '../../src/lib/basket/basket-constants';
import type { openDatabase } from '../../src/server/db/client';
import { createShopYoga } from '../../src/server/graphql/yoga';
import { callOperation, percentiles } from './graphql-call';

const LINES_PER_BASKET = 10;

export interface OrderableSize {
  product_id: string;
  variant_id: string;
  promotion: string;
}

/**
 * Sizes that can be ordered, spread over the catalogue (stock for several shoppers), each at least
 * half the minimum order value, so that any basket of two or more lines can be ordered.
 */
export async function orderableSizes(
  handle: Awaited<ReturnType<typeof openDatabase>>,
  count: number,
  offset = 0,
): Promise<OrderableSize[]> {
  return (
    (await handle.db.execute(sql`
      select v.dimension_id as product_id, v.id as variant_id, v.promotion
        from variants v join dimensions d on d.id = v.dimension_id and d.promotion = v.promotion
       where d.is_default_promotion and v.availability_state in ('available', 'delayed') and v.stock >= 10
         and v.price_cents * 2 >= ${BASKET_VALUES.minOrderValueCents}
       order by md5(v.id) limit ${count} offset ${offset}`)) as unknown as { rows: OrderableSize[] }
  ).rows;
}

/**
 * Adds one size to the shopper's basket (a new shopper without cookie) and checks that the basket
 * now holds `lines` lines, so the figures are for the baskets they claim. Answers the cookie.
 */
export async function addSize(
  yoga: ReturnType<typeof createShopYoga>,
  size: OrderableSize,
  cookie: string | undefined,
  lines: number,
): Promise<string | undefined> {
  const input = { productId: size.product_id, variantId: size.variant_id, promotion: size.promotion };
  const answer = await callOperation(yoga, 'addToBasket', { input: { ...input, locale: 'de-AT' } }, cookie);
  const items = (answer.data.addToBasket as { items: unknown[] }).items;
  if (items.length !== lines) throw new Error(`basket has ${items.length} lines, expected ${lines}`);
  return answer.cookie;
}

export async function benchAddToBasket(handle: Awaited<ReturnType<typeof openDatabase>>, requests: number) {
  const yoga = createShopYoga(async () => handle.db);
  const sizes = await orderableSizes(handle, requests);
  let cookie: string | undefined;
  for (const [i, size] of sizes.slice(0, 20).entries())
    cookie = await addSize(yoga, size, i % LINES_PER_BASKET ? cookie : undefined, (i % LINES_PER_BASKET) + 1);
  const timings: number[] = [];
  for (const [i, size] of sizes.entries()) {
    if (i % LINES_PER_BASKET === 0) cookie = undefined; // the next shopper
    const t0 = performance.now();
    cookie = await addSize(yoga, size, cookie, (i % LINES_PER_BASKET) + 1);
    timings.push(performance.now() - t0);
  }
  return { requests: timings.length, linesPerBasket: LINES_PER_BASKET, ...percentiles(timings) };
}
