/**
 * Server render time of product pages: distinct product pages asked one after the other over one
 * keep-alive connection with the draft-mode cookie (never the page cache), so each figure is one
 * render on an otherwise idle server: the shopper's time to the last byte of the HTML.
 *
 * Run alone against any running shop (e.g. an older build, to compare):
 *   npx tsx scripts/bench-parts/product-page-bench.ts http://127.0.0.1:3000 postgres://…
 * A run over the same products within a minute finds their data cached in the worker that served
 * them before; BENCH_OFFSET=n takes the products from the n-th on.
 */
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import { percentiles } from './graphql-call';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One uncached page over the agent's one keep-alive connection, timed to its last byte. */
export function getPage(
  origin: string,
  path: string,
  via: http.Agent = agent,
): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${origin}${path}`,
      { agent: via, headers: { accept: 'text/html', cookie: '__prerender_bypass=bench' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0 }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/** Product ids of colours on sale, in the same order on every run. */
export async function productIds(db: Database, count: number, offset = 0): Promise<string[]> {
  return rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from products where not outsold order by md5(id) limit ${count} offset ${offset}`,
    ),
  ).map((r) => r.id);
}

export async function benchProductPages(origin: string, ids: string[]) {
  for (const id of ids.slice(0, 20)) await getPage(origin, `/p/${id}`);
  const timings: number[] = [];
  const statuses: Record<string, number> = {};
  for (const id of ids.slice(20)) {
    const { status, ms } = await getPage(origin, `/p/${id}`);
    statuses[status] = (statuses[status] ?? 0) + 1;
    timings.push(ms);
  }
  return { requests: timings.length, ...percentiles(timings), statuses };
}

async function runAlone(origin: string | undefined, url: string | undefined) {
  if (!origin || !url) throw new Error('usage: product-page-bench.ts <origin> <database url>');
  const handle = await openDatabase({ url });
  // BENCH_OFFSET: other products than an earlier run's (whose data a worker may still hold)
  const ids = await productIds(
    handle.db,
    Number(process.env.BENCH_REQUESTS ?? 300) + 20,
    Number(process.env.BENCH_OFFSET ?? 0),
  );
  await handle.close();
  console.log(JSON.stringify(await benchProductPages(origin, ids)));
  agent.destroy();
}

if (process.argv[1]?.endsWith('product-page-bench.ts')) void runAlone(process.argv[2], process.argv[3]);
