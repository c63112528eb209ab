/**
 * The recommendation service (issue 16): the simulated history and the full rebuild of the lists
 * per catalogue, and gkAir through the GraphQL API (in-process Yoga) as the pages ask for it: the
 * product page's three outputs with a consenting session (each call also stores the view), the
 * listing's best sellers and the basket's alternatives, each call for another product or category.
 */
import { sql } from 'drizzle-orm';
import type { openDatabase } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import { seedRecoHistory } from '../../src/server/db/seed/seed-reco-history';
import { createShopYoga } from '../../src/server/graphql/yoga';
import { rebuildRecoLists } from '../../src/server/recommendation/rebuild-reco-lists';
import { callOperation, percentiles } from './graphql-call';

type Handle = Awaited<ReturnType<typeof openDatabase>>;

export async function benchRecoBuild(handle: Handle) {
  let started = performance.now();
  const history = await seedRecoHistory(handle.db);
  const historySeconds = (performance.now() - started) / 1000;
  started = performance.now();
  const report = await handle.db.transaction((tx) => rebuildRecoLists(tx as never));
  return {
    historyEvents: history.events,
    outfits: history.outfits,
    historySeconds: Math.round(historySeconds * 10) / 10,
    rebuildSeconds: Math.round((performance.now() - started) / 100) / 10,
    similarSeconds: Math.round(report.similarMs / 100) / 10,
    behaviourSeconds: Math.round(report.behaviourMs / 100) / 10,
    lists: report.lists,
  };
}

export async function benchGkAir(handle: Handle, requests: number) {
  const yoga = createShopYoga(async () => handle.db);
  const products = rowsOf<{ id: string }>(
    await handle.db.execute(
      sql`select id from products where not outsold order by md5(id) limit ${requests * 2}`,
    ),
  ).map((r) => r.id);
  const categories = rowsOf<{ category_id: string }>(
    await handle.db.execute(
      sql`select category_id from style_categories group by 1 order by md5(category_id) limit 200`,
    ),
  ).map((r) => r.category_id);
  const session = (i: number) => `BenchRecoSession${String(i % 1000).padStart(5, '0')}`;
  const ask = (i: number, outputs: string[], params: Record<string, string>) =>
    callOperation(
      yoga,
      'gkAir',
      {
        input: {
          serviceId: 'lindgard',
          parameters: Object.entries(params).map(([name, value]) => ({ name, value })),
          outputConfig: outputs.map((outputId) => ({ outputId })),
          sessionId: session(i),
          trackingConsent: true,
          locale: 'de-AT',
        },
        imagesInput: { count: 1 },
      },
      undefined,
    );
  const kinds = {
    productPage: (i: number) =>
      ask(i, ['outfit', 'similar', 'lastSeen'], { productId: products[i % products.length]! }),
    listingBottom: (i: number) =>
      ask(i, ['categoryBottom'], { categoryId: categories[i % categories.length]! }),
    basket: (i: number) =>
      ask(i, ['basketAlternatives'], {
        productIds: [products[(2 * i) % products.length]!, products[(2 * i + 1) % products.length]!].join(
          ',',
        ),
      }),
  };
  const figures: Record<string, ReturnType<typeof percentiles>> = {};
  for (const [name, call] of Object.entries(kinds)) {
    for (let i = 0; i < 20; i++) await call(requests + i);
    const timings: number[] = [];
    for (let i = 0; i < requests; i++) {
      const t0 = performance.now();
      await call(i);
      timings.push(performance.now() - t0);
    }
    figures[name] = percentiles(timings);
  }
  return figures;
}
