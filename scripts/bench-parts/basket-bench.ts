/**
 * addToBasket through the GraphQL API (in-process Yoga, as productById): shoppers fill baskets of
 * 10 lines, one size each, every add answering the whole basket.
 */
import { sql } from 'drizzle-orm';
import persisted from '../../src/graphql/generated/persisted-operations.json';
import type { openDatabase } from '../../src/server/db/client';
import { createShopYoga } from '../../src/server/graphql/yoga';

const LINES_PER_BASKET = 10;

export async function benchAddToBasket(handle: Awaited<ReturnType<typeof openDatabase>>, requests: number) {
  const yoga = createShopYoga(async () => handle.db);
  const sizes = (
    (await handle.db.execute(sql`
      select v.dimension_id as product_id, v.id as variant_id, v.promotion
        from variants v join dimensions d on d.id = v.dimension_id and d.promotion = v.promotion
       where d.is_default_promotion and v.availability_state in ('available', 'delayed') and v.stock >= 10
       order by md5(v.id) limit ${requests}`)) as unknown as {
      rows: { product_id: string; variant_id: string; promotion: string }[];
    }
  ).rows;
  const add = async (size: (typeof sizes)[number], cookie: string | undefined) => {
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({
        query: persisted.addToBasket.query,
        variables: {
          input: {
            productId: size.product_id,
            variantId: size.variant_id,
            promotion: size.promotion,
            locale: 'de-AT',
          },
        },
      }),
    });
    const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
    if (body.errors) throw new Error(`addToBasket failed: ${body.errors[0]?.extensions?.code}`);
    return res.headers.get('set-cookie')?.split(';')[0] ?? cookie;
  };
  let cookie: string | undefined;
  for (const [i, size] of sizes.slice(0, 20).entries())
    cookie = await add(size, i % LINES_PER_BASKET ? cookie : undefined);
  const timings: number[] = [];
  for (const [i, size] of sizes.entries()) {
    if (i % LINES_PER_BASKET === 0) cookie = undefined; // the next shopper
    const t0 = performance.now();
    cookie = await add(size, cookie);
    timings.push(performance.now() - t0);
  }
  timings.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))]! * 100) / 100;
  return { requests: timings.length, linesPerBasket: LINES_PER_BASKET, p50: at(50), p95: at(95) };
}
