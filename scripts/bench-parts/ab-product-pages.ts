/**
 * A paired comparison of two running shops (e.g. an older build and the current one, each with its
 * own database seeded alike): the same product page from both, one after the other, alternating
 * which goes first, so that the machine's drift falls on both alike. Prints p50 and p95 of each
 * and their ratios (B / A).
 *
 *   npx tsx scripts/bench-parts/ab-product-pages.ts <origin A> <origin B> <database url>
 *
 * WARM pages (1500) warm both up, then N (1500) are measured; OFFSET skips products an earlier run
 * asked for (their data may still be cached).
 */
import http from 'node:http';
import { openDatabase } from '../../src/server/db/client';
import { percentiles } from './graphql-call';
import { getPage, productIds } from './product-page-bench';

async function main(a: string | undefined, b: string | undefined, url: string | undefined) {
  if (!a || !b || !url) throw new Error('usage: ab-product-pages.ts <origin A> <origin B> <database url>');
  const warm = Number(process.env.WARM ?? 1500);
  const count = Number(process.env.N ?? 1500);
  const handle = await openDatabase({ url });
  const ids = await productIds(handle.db, warm + count, Number(process.env.OFFSET ?? 0));
  await handle.close();
  const agents = [a, b].map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const timings: [number[], number[]] = [[], []];
  for (const [i, id] of ids.entries()) {
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const side of order) {
      const { status, ms } = await getPage(side === 0 ? a : b, `/p/${id}`, agents[side]);
      if (status !== 200) throw new Error(`${side === 0 ? a : b}/p/${id} answered ${status}`);
      if (i >= warm) timings[side]!.push(ms);
    }
  }
  for (const agent of agents) agent.destroy();
  const [pa, pb] = timings.map(percentiles) as [{ p50: number; p95: number }, { p50: number; p95: number }];
  const ratio = (x: number, y: number) => Math.round((y / x) * 1000) / 1000;
  console.log(
    JSON.stringify({
      pages: count,
      a: pa,
      b: pb,
      ratioP50: ratio(pa.p50, pb.p50),
      ratioP95: ratio(pa.p95, pb.p95),
    }),
  );
}

void main(process.argv[2], process.argv[3], process.argv[4]);
