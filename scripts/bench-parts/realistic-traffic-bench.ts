/**
 * Realistic traffic (issue 50): shoppers' requests drawn from a Zipf distribution (s = 1) over
 * every product, listing (filters, sorts, pages) and search page of two shops, 5 % personal
 * requests (add to basket, the basket page, the wishlist page), while one price a second changes
 * through the catalogue's write path (the triggers every writer goes through). It runs after a
 * warm-up that asked every URL of its list once: a running shop, whose pages were rendered once
 * since their last change. Reports answers/s, p50/p99, CPU per answer, where answers came from
 * (memory, store, render), renders/s, memory and staleness: the longest time after a price change
 * until every answer of the product's page showed it, read on new connections (every worker).
 */
import { Agent, request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import persisted from '../../src/graphql/generated/persisted-operations.json';
import { shopByCode } from '../../src/lib/shop/shops';
import type { Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import { listingPaths, shuffled } from './capacity-bench';
import { postgresPids, processTree, usage } from './process-stats';

export interface RealisticOptions {
  origin: string;
  db: Database;
  serverPid: number;
  pgdata: string | null;
  seconds?: number;
  connections?: number;
}

interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  cookie?: string;
  accept?: string;
}

const SHOPS = ['lindgard-at', 'lindgard-chfr'] as const;

/** The shop's host as a browser names it: the shops answer by host (http://{code}.localhost). */
function hostOf(origin: string, code: string): string {
  const url = new URL(origin);
  // the shop of the specification answers on the origin itself (127.0.0.1), its sisters by their hosts
  return code === 'lindgard-at' ? url.host : `${code}.localhost:${url.port || '80'}`;
}

/** A GET to the shop on loopback under a shop's host; `agent: false` opens a new connection. */
function get(origin: string, host: string, path: string, agent: Agent | false): Promise<string> {
  const url = new URL(origin);
  return new Promise((resolve) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path, agent, headers: { host, accept: 'text/html' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        res.on('error', () => resolve(''));
      },
    );
    req.on('error', () => resolve(''));
    req.end();
  });
}

/** every page URL of the two shops, most popular first (by a fixed shuffle) */
async function pageList(db: Database, perShop: number): Promise<{ host: string; path: string }[]> {
  const products = rowsOf<{ id: string }>(
    await db.execute(sql`select id from products where not outsold order by md5(id)`),
  ).map((r) => r.id);
  const terms = rowsOf<{ term: string }>(
    await db.execute(sql`select distinct lower(word) as term
        from styles, regexp_split_to_table(name, '\\s+') as word
       where length(word) >= 4 and word ~ '^[[:alpha:]]+$' limit 2000`),
  ).map((r) => r.term);
  const pages: { host: string; path: string }[] = [];
  for (const code of SHOPS) {
    const shop = shopByCode(code)!;
    const paths = [
      ...products.map((id) => `/p/${id}`),
      ...listingPaths(shop),
      ...terms.map((term) => `/search?q=${encodeURIComponent(term)}`),
    ];
    for (const path of shuffled(paths, code.length).slice(0, perShop)) pages.push({ host: code, path });
  }
  return shuffled(pages, 11);
}

/** A sampler of ranks 0…n-1 with P(k) ∝ 1/(k+1)^s. */
function zipf(n: number, s = 1, seed = 3): () => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) cumulative[k] = sum += 1 / Math.pow(k + 1, s);
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const target = (state / 2 ** 31) * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** sessions for the personal requests: each started by adding a piece to its basket */
async function startSessions(origin: string, variants: VariantRow[], count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    // as a browser on the shop's own origin (the API refuses other origins)
    const answer = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, accept: 'application/json' },
      body: addBody(variants[i % variants.length]!),
    });
    const cookie = answer.headers
      .getSetCookie()
      .map((c) => c.split(';', 1)[0])
      .join('; ');
    await answer.text();
    if (cookie) cookies.push(cookie);
  }
  return cookies;
}

interface VariantRow {
  product: string;
  variant: string;
  promotion: string;
}

function addBody(v: VariantRow): string {
  return JSON.stringify({
    query: persisted.addToBasket.query,
    variables: {
      input: {
        productId: v.product,
        variantId: v.variant,
        promotion: v.promotion,
        quantity: 1,
        locale: 'de-AT',
      },
    },
  });
}

/** Asks every URL once (the state of a running shop), 8 at a time. */
async function warmUp(origin: string, pages: { host: string; path: string }[]): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  let next = 0;
  let done = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < pages.length) {
      const page = pages[next++]!;
      await get(origin, hostOf(origin, page.host), page.path, agent);
      if (++done % 2000 === 0)
        console.log(`  warm-up ${done}/${pages.length} (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  agent.destroy();
  return Math.round((Date.now() - started) / 1000);
}

/**
 * One price a second through the write path, and the time until the product's page shows it on
 * new connections (the cluster gives each to the next worker): four answers in a row showing it
 * mean every worker has it; the time to the first of them is that change's staleness.
 */
function changeStream(origin: string, db: Database, products: string[]) {
  const staleness: number[] = [];
  const host = hostOf(origin, 'lindgard-at');
  let stopped = false;
  let n = 0;
  const loop = async () => {
    while (!stopped) {
      const tick = Date.now();
      const id = products[n % products.length]!;
      const cents = 10_001 + (n++ % 8_000) * 7;
      const text = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
      await db.execute(sql`update variants set price_cents = ${cents}, sale_reduction_cents = 0
                            where dimension_id = ${id}`);
      const changed = Date.now();
      let inARow = 0;
      let first = 0;
      while (inARow < 4 && Date.now() - changed < 10_000) {
        const html = await get(origin, host, `/p/${id}`, false);
        if (!html.includes(text)) inARow = 0;
        else if (inARow++ === 0) first = Date.now();
      }
      staleness.push(inARow >= 4 ? first - changed : 10_000);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (Date.now() - tick))));
    }
  };
  const running = loop();
  return {
    stop: async () => {
      stopped = true;
      await running;
      const sorted = [...staleness].sort((a, b) => a - b);
      return {
        changes: staleness.length,
        maxMs: sorted.at(-1) ?? 0,
        p50Ms: sorted[Math.floor(sorted.length / 2)] ?? 0,
      };
    },
  };
}

export async function benchRealisticTraffic(options: RealisticOptions) {
  const { origin, db } = options;
  const seconds = options.seconds ?? Number(process.env.BENCH_TRAFFIC_SECONDS ?? 30);
  const perShop = Number(process.env.BENCH_TRAFFIC_URLS_PER_SHOP ?? 8000);
  const connections = options.connections ?? 50;
  const pages = await pageList(db, perShop);
  const variants = rowsOf<VariantRow>(
    await db.execute(sql`select v.dimension_id as product, v.id as variant, v.promotion from variants v
                          join products p on p.id = v.dimension_id
                         where v.stock > 1000 or v.availability_state = 'available' order by md5(v.id) limit 200`),
  );
  const warmUpSeconds = await warmUp(origin, pages);
  console.log(`  warm-up: every one of ${pages.length} URLs asked once in ${warmUpSeconds} s`);
  const cookies = await startSessions(origin, variants, 20);
  const personal: Request[] = [
    ...cookies.map((cookie) => ({ method: 'GET' as const, path: '/basket', cookie })),
    ...cookies.map((cookie) => ({ method: 'GET' as const, path: '/wishlist', cookie })),
    ...cookies.flatMap((cookie, i) =>
      [0, 1].map((k) => ({
        method: 'POST' as const,
        path: '/graphql',
        body: addBody(variants[(i * 2 + k) % variants.length]!),
        cookie,
        accept: 'application/json',
      })),
    ),
  ];
  const changed = rowsOf<{ id: string }>(
    await db.execute(sql`select id from products where not outsold order by md5(id || 'change') limit 500`),
  ).map((r) => r.id);
  const rank = zipf(pages.length);
  const sources: Record<string, number> = {};
  let personalCount = 0;
  let counter = 0;
  const pids = () => {
    const database = options.pgdata ? postgresPids(options.pgdata) : [];
    return { shop: processTree(options.serverPid).filter((pid) => !database.includes(pid)), database };
  };
  const before = pids();
  const shopCpu = usage(before.shop).cpuMs;
  const databaseCpu = usage(before.database).cpuMs;
  const stream = changeStream(origin, db, changed);
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, br' },
    requests: [
      {
        setupRequest: (request) => {
          // every twentieth request is a shopper's own (basket, wishlist, add to basket)
          if (counter++ % 20 === 19) {
            personalCount++;
            const chosen = personal[counter % personal.length]!;
            return {
              ...request,
              method: chosen.method,
              path: chosen.path,
              body: chosen.body,
              headers: {
                ...request.headers,
                host: hostOf(origin, 'lindgard-at'),
                origin,
                cookie: chosen.cookie ?? '',
                accept: chosen.accept ?? 'text/html',
                'content-type': 'application/json',
              },
            };
          }
          const page = pages[rank()]!;
          return {
            ...request,
            method: 'GET',
            path: page.path,
            body: undefined,
            headers: { ...request.headers, host: hostOf(origin, page.host), accept: 'text/html' },
          };
        },
        onResponse: (_status: number, _body: string, _context: unknown, headers?: Record<string, string>) => {
          const source = headers?.['x-page-cache'] ?? 'none';
          sources[source] = (sources[source] ?? 0) + 1;
        },
      } as autocannon.Request,
    ],
  });
  const staleness = await stream.stop();
  const after = pids();
  const stats =
    (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const statuses = Object.fromEntries(Object.entries(stats).map(([status, s]) => [status, s.count]));
  const answers = Object.values(statuses).reduce((a, b) => a + b, 0);
  const stored = (sources.HIT ?? 0) + (sources.STORE ?? 0);
  const shared = stored + (sources.MISS ?? 0) + (sources.STALE ?? 0);
  const figures = {
    urls: pages.length,
    seconds,
    connections,
    answersPerSecond: Math.round(answers / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // failed or refused answers: connection errors, time-outs and 5xx (redirects are answers)
    errors:
      result.errors +
      result.timeouts +
      Object.entries(statuses)
        .filter(([status]) => status.startsWith('5'))
        .reduce((sum, [, count]) => sum + count, 0),
    statuses,
    sources,
    personalRequests: personalCount,
    storeHitRatio: Math.round((stored / Math.max(1, shared)) * 1000) / 10,
    rendersPerSecond: Math.round(((sources.MISS ?? 0) / seconds) * 10) / 10,
    cpuMsPerAnswer: {
      shop: Math.round(((usage(after.shop).cpuMs - shopCpu) / Math.max(1, answers)) * 10) / 10,
      database: Math.round(((usage(after.database).cpuMs - databaseCpu) / Math.max(1, answers)) * 10) / 10,
    },
    shopRssMb: usage(after.shop).rssMb,
    shopPssMb: usage(after.shop).pssMb,
    staleness,
  };
  console.log(
    `  realistic traffic over ${figures.urls} URLs of 2 shops, ${connections} connections, ${seconds} s: ${figures.answersPerSecond} answers/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, CPU per answer ${figures.cpuMsPerAnswer.shop} ms shop + ${options.pgdata ? `${figures.cpuMsPerAnswer.database} ms` : 'n/a'} database; answers ${JSON.stringify(figures.sources)} (memory or store ${figures.storeHitRatio} % of shared pages), ${figures.rendersPerSecond} renders/s, ${figures.personalRequests} personal; statuses ${JSON.stringify(statuses)}, ${figures.errors} errors; shop RSS ${figures.shopRssMb} MB (PSS ${figures.shopPssMb} MB); ${staleness.changes} price changes, staleness p50 ${staleness.p50Ms} ms, at most ${staleness.maxMs} ms`,
  );
  return figures;
}

/** `tsx scripts/bench-parts/realistic-traffic-bench.ts <origin> <database url> <shop pid> [pgdata]` */
async function runAlone([origin, url, pid, pgdata]: string[]) {
  if (!origin || !url || !pid) {
    console.error('usage: realistic-traffic-bench.ts <origin> <database url> <shop pid> [pgdata]');
    process.exit(2);
  }
  const { openDatabase } = await import('../../src/server/db/client');
  const handle = await openDatabase({ url });
  try {
    await benchRealisticTraffic({ origin, db: handle.db, serverPid: Number(pid), pgdata: pgdata ?? null });
  } finally {
    await handle.close();
  }
  process.exit(0);
}

if (process.argv[1]?.endsWith('realistic-traffic-bench.ts')) void runAlone(process.argv.slice(2));
