/**
 * The back office (issue 51): the admin API's `products` search through its endpoint in-process
 * (authenticated with a key, as an integration calls it), and the stock and price feeds of
 * `npm run import` over the catalogue's EANs (rows per second, with progress).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { openDatabase } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import { createAdminEndpoint } from '../../src/server/admin-api/admin-endpoint';
import { createApiKey, CLI_ACTOR } from '../../src/server/admin/keys/create-api-key';
import { importFeed } from '../../src/server/admin/feeds/import-feed';
import { percentiles } from './graphql-call';

const SEARCH = `query($s: String) { products(filter: { search: $s }, perPage: 50) {
  total items { id name colors { id soldOut sizes { ean stock prices { currency price shownOldPrice } } } } } }`;

export async function benchAdmin(
  handle: Awaited<ReturnType<typeof openDatabase>>,
  requests: number,
  maxEans = 100_000,
) {
  const db = handle.db;
  const created = await createApiKey(db, { name: 'bench', roles: ['admin'] }, 'cli');
  if (!created.ok) throw new Error(created.message);
  const endpoint = createAdminEndpoint(
    async () => db,
    async () => null,
  );
  // a name part, an EAN or an article number, as a merchandiser looks a product up
  const terms = [
    ...rowsOf<{ term: string }>(
      await db.execute(
        sql`select lower(split_part(name, ' ', 1)) as term from styles order by md5(master_key) limit ${requests}`,
      ),
    ).map((r) => r.term),
    ...rowsOf<{ term: string }>(
      await db.execute(sql`select ean as term from variants order by md5(id) limit ${requests}`),
    ).map((r) => r.term),
    ...rowsOf<{ term: string }>(
      await db.execute(sql`select id as term from products order by md5(id) limit ${requests}`),
    ).map((r) => r.term),
  ];
  const timings: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const response = await endpoint(
      new Request('http://lindgard-at.localhost/admin-api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${created.secret}` },
        body: JSON.stringify({ query: SEARCH, variables: { s: terms[(i * 7) % terms.length] } }),
      }),
    );
    await response.text();
    if (response.status !== 200) throw new Error(`products search answered ${response.status}`);
    timings.push(performance.now() - started);
  }
  const eans = rowsOf<{ ean: string }>(
    await db.execute(sql`select distinct ean from variants order by ean limit ${maxEans}`),
  ).map((r) => r.ean);
  const feed = async (header: string, row: (ean: string, i: number) => string) => {
    const csv = new TextEncoder().encode([header, ...eans.map(row)].join('\n'));
    const started = performance.now();
    const report = await importFeed(db, CLI_ACTOR, csv, {
      onProgress: (done, total) => {
        if (done % 25_000 === 0 || done === total) console.log(`    ${header}: ${done} / ${total} rows`);
      },
    });
    const seconds = (performance.now() - started) / 1000;
    if (report.problems.length > 0) throw new Error(`feed refused: ${report.problems[0]!.reason}`);
    return {
      rows: report.written,
      seconds: Math.round(seconds * 10) / 10,
      rowsPerSecond: Math.round(report.written / seconds),
    };
  };
  const stock = await feed('ean;quantity', (ean, i) => `${ean};${(i * 13) % 250}`);
  const prices = await feed('ean;currency;price', (ean, i) => `${ean};EUR;${1999 + ((i * 17) % 8000)}`);
  return { search: { requests, ...percentiles(timings) }, stockFeed: stock, priceFeed: prices };
}
