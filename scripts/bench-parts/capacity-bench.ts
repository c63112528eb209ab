/**
 * Server capacity (issue 21): the production server driven by autocannon at 50 connections over
 * long lists of distinct URLs, so that nearly every request misses the page cache and is rendered:
 * listings with filters, sorts and pages; product pages; search terms; GraphQL `productlisting`
 * with distinct variables; and one cached listing asked again and again. Per kind: answers per
 * second, p50/p99, CPU milliseconds per answer (shop processes, database server) and memory.
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import persisted from '../../src/graphql/generated/persisted-operations.json';
import type { ShopConfig } from '../../src/lib/shop/shop';
import { shopByCode } from '../../src/lib/shop/shops';
import { categoryIndexFor } from '../../src/server/catalog/category-index';
import { openDatabase, type Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import { postgresPids, processTree, usage } from './process-stats';

export interface CapacityFigures {
  kind: string;
  distinct: number;
  answers: number;
  answersPerSecond: number;
  /** answers that are the page itself (2xx), not a redirect (e.g. a page number past the last) */
  pagesPerSecond: number;
  p50: number;
  p99: number;
  cpuMsPerAnswer: { shop: number; database: number };
  statuses: Record<string, number>;
  errors: number;
}

interface Target {
  kind: string;
  requests: { method: 'GET' | 'POST'; path: string; body?: string; accept?: string }[];
}

/** what the client accepts: pages as a browser asks for them, the API as JSON */
const API_ACCEPT = 'application/graphql-response+json, application/json';

const SORTS = ['sortKey', 'priceAsc', 'priceDesc', 'dateDesc'];
const COLORS = ['schwarz', 'blau', 'weiss', 'rot', 'beige', 'grau', 'gruen', 'braun'];
const SIZES = ['36', '38', '40', '42', '44', '46', 's', 'm', 'l'];

/** shuffled the same way on every run */
export function shuffled<T>(list: T[], seed = 7): T[] {
  const out = [...list];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function visibleCategories(shop: ShopConfig) {
  return categoryIndexFor(shop.locale)
    .all()
    .filter((c) => !c.isHidden);
}

export function listingPaths(shop: ShopConfig): string[] {
  const categories = visibleCategories(shop);
  const paths: string[] = [];
  for (const category of categories)
    for (const sort of SORTS)
      for (const page of [1, 2])
        for (const filter of [
          '',
          ...COLORS.map((c) => `searchColor=${c}`),
          ...SIZES.map((s) => `filterSize=${s}`),
        ]) {
          const params = new URLSearchParams();
          for (const part of filter ? [filter] : []) {
            const [k, v] = part.split('=');
            params.set(k!, v!);
          }
          if (sort !== 'sortKey') params.set('sort', sort);
          if (page > 1) params.set('page', String(page));
          const query = params.toString();
          paths.push(`${category.path}${query ? `?${query}` : ''}`);
        }
  return shuffled(paths);
}

function listingBodies(shop: ShopConfig): string[] {
  const categories = visibleCategories(shop);
  const bodies: string[] = [];
  for (const category of categories)
    for (const sort of SORTS)
      for (const page of [1, 2, 3])
        for (const color of ['', ...COLORS]) {
          const filters = color ? [{ id: 'searchColor', values: [color] }] : [];
          bodies.push(
            JSON.stringify({
              query: persisted.productlisting.query,
              variables: {
                categoryInput: { path: category.path, locale: shop.locale },
                productListingInput: {
                  locale: shop.locale,
                  activePage: page,
                  itemsPerPage: 36,
                  sort,
                  filters,
                },
                activeFilterInput: { locale: shop.locale, filters },
              },
            }),
          );
        }
  return shuffled(bodies);
}

async function run(
  origin: string,
  target: Target,
  seconds: number,
  pids: () => { shop: number[]; database: number[] },
  start = 0,
): Promise<CapacityFigures> {
  let next = 0;
  const before = pids();
  const shopBefore = usage(before.shop).cpuMs;
  const databaseBefore = usage(before.database).cpuMs;
  const result = await autocannon({
    url: origin,
    connections: 50,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, br', 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const chosen = target.requests[(start + next++) % target.requests.length]!;
          return {
            ...request,
            method: chosen.method,
            path: chosen.path,
            body: chosen.body,
            headers: { ...request.headers, accept: chosen.accept ?? 'text/html' },
          };
        },
      },
    ],
  });
  const after = pids();
  const stats =
    (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const statuses = Object.fromEntries(Object.entries(stats).map(([status, s]) => [status, s.count]));
  const answers = Object.entries(statuses)
    .filter(([status]) => Number(status) < 500)
    .reduce((sum, [, count]) => sum + count, 0);
  const per = (ms: number) => Math.round((ms / Math.max(1, answers)) * 10) / 10;
  return {
    kind: target.kind,
    distinct: Math.min(target.requests.length, next),
    answers,
    answersPerSecond: Math.round(answers / seconds),
    pagesPerSecond: Math.round(
      Object.entries(statuses)
        .filter(([status]) => status.startsWith('2'))
        .reduce((sum, [, count]) => sum + count, 0) / seconds,
    ),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerAnswer: {
      shop: per(usage(after.shop).cpuMs - shopBefore),
      database: per(usage(after.database).cpuMs - databaseBefore),
    },
    statuses,
    errors: result.errors + result.timeouts,
  };
}

interface CapacityOptions {
  origin: string;
  db: Database;
  shop: ShopConfig;
  serverPid: number;
  pgdata: string | null;
  seconds?: number;
}

function processesOf(options: CapacityOptions) {
  return () => {
    const database = options.pgdata ? postgresPids(options.pgdata) : [];
    // the embedded server may be a child of the shop's process: counted as the database's
    return { shop: processTree(options.serverPid).filter((pid) => !database.includes(pid)), database };
  };
}

async function targetsOf(db: Database, shop: ShopConfig): Promise<Target[]> {
  const products = rowsOf<{ id: string }>(
    await db.execute(sql`select id from products where not outsold order by md5(id)`),
  ).map((r) => r.id);
  const terms = rowsOf<{ term: string }>(
    await db.execute(sql`
      select distinct lower(word) as term
        from styles, regexp_split_to_table(name, '\\s+') as word
       where length(word) >= 4 and word ~ '^[[:alpha:]]+$'
       limit 5000`),
  ).map((r) => r.term);
  const targets: Target[] = [
    {
      kind: 'listing pages (distinct)',
      requests: listingPaths(shop).map((path) => ({ method: 'GET', path })),
    },
    {
      kind: 'product pages (distinct)',
      requests: products.map((id) => ({ method: 'GET', path: `/p/${id}` })),
    },
    {
      kind: 'search pages (distinct terms)',
      requests: shuffled(terms).map((term) => ({
        method: 'GET',
        path: `/search?q=${encodeURIComponent(term)}`,
      })),
    },
    {
      kind: 'GraphQL productlisting (distinct variables)',
      requests: listingBodies(shop).map((body) => ({
        method: 'POST',
        path: '/graphql',
        body,
        accept: API_ACCEPT,
      })),
    },
    { kind: 'cached listing page', requests: [{ method: 'GET', path: '/mode/damen-kleider' }] },
  ];
  return targets;
}

export async function benchCapacity(options: CapacityOptions): Promise<{
  rssMbBefore: number;
  rssMbAfter: number;
  pssMbBefore: number;
  pssMbAfter: number;
  databaseRssMb: number;
  runs: CapacityFigures[];
}> {
  const { origin } = options;
  const seconds = options.seconds ?? Number(process.env.BENCH_CAPACITY_SECONDS ?? 15);
  const pids = processesOf(options);
  // BENCH_CAPACITY_KINDS=listing,product runs only the kinds starting with those words
  const only = (process.env.BENCH_CAPACITY_KINDS ?? '').split(',').filter(Boolean);
  const targets = (await targetsOf(options.db, options.shop)).filter(
    (t) => only.length === 0 || only.some((word) => t.kind.startsWith(word)),
  );
  await fetch(`${origin}/mode/damen-kleider`).then((r) => r.text());
  const before = usage(pids().shop);
  const runs: CapacityFigures[] = [];
  for (const target of targets) {
    const figures = await run(origin, target, seconds, pids);
    runs.push(figures);
    if (figures.statuses['429'])
      console.warn(
        `  ${figures.kind}: ${figures.statuses['429']} answers were 429 (the shop's per-client limits; start it with MAX_IN_FLIGHT_PER_CLIENT=10000 LIMIT_EVENTS_PER_CLIENT=100000000)`,
      );
    console.log(
      `  ${figures.kind}: ${figures.answersPerSecond} answers/s (${figures.pagesPerSecond}/s 2xx), p50 ${figures.p50} ms, p99 ${figures.p99} ms, CPU per answer ${figures.cpuMsPerAnswer.shop} ms shop + ${options.pgdata ? `${figures.cpuMsPerAnswer.database} ms` : 'n/a (not measured)'} database, ${figures.distinct} distinct of ${target.requests.length}, statuses ${JSON.stringify(figures.statuses)}, ${figures.errors} errors`,
    );
  }
  const after = usage(pids().shop);
  return {
    rssMbBefore: before.rssMb,
    pssMbBefore: before.pssMb,
    rssMbAfter: after.rssMb,
    pssMbAfter: after.pssMb,
    databaseRssMb: usage(pids().database).rssMb,
    runs,
  };
}

/**
 * A soak: the kinds above mixed (every fifth request the cached page), distinct URLs throughout,
 * at 50 connections for `minutes`; the shop's memory sampled every 30 s. Flat means the last half's
 * samples lie within ±5 % of their mean.
 */
export async function benchSoak(options: CapacityOptions, minutes: number) {
  const pids = processesOf(options);
  const targets = await targetsOf(options.db, options.shop);
  const mixed: Target['requests'] = [];
  const longest = Math.max(...targets.map((t) => t.requests.length));
  for (let i = 0; i < longest; i++) for (const t of targets) mixed.push(t.requests[i % t.requests.length]!);
  const samples: { minute: number; rssMb: number; pssMb: number; answersPerSecond: number }[] = [];
  const started = Date.now();
  let offset = 0;
  while (Date.now() - started < minutes * 60_000) {
    const slice = await run(options.origin, { kind: 'soak', requests: mixed }, 30, pids, offset);
    offset += slice.answers;
    const { rssMb, pssMb } = usage(pids().shop);
    samples.push({
      minute: Math.round((Date.now() - started) / 6000) / 10,
      rssMb,
      pssMb,
      answersPerSecond: slice.answersPerSecond,
    });
    console.log(
      `  soak minute ${samples.at(-1)!.minute}: shop RSS ${rssMb} MB (PSS ${pssMb} MB), ${slice.answersPerSecond} answers/s`,
    );
  }
  const lastHalf = samples.filter((s) => s.minute > minutes / 2).map((s) => s.rssMb);
  const mean = lastHalf.reduce((a, b) => a + b, 0) / Math.max(1, lastHalf.length);
  const spread = lastHalf.length ? Math.max(...lastHalf.map((v) => Math.abs(v - mean) / mean)) : 0;
  return {
    minutes,
    samples,
    lastHalfMeanMb: Math.round(mean),
    lastHalfMaxDeviationPercent: Math.round(spread * 1000) / 10,
  };
}

/**
 * Warms a freshly started shop as `npm run bench`'s earlier sections do before its capacity
 * section: `seconds` of listings, product pages and GraphQL listings from the far half of each list
 * (the measured runs start at the near end, so none of their answers is cached by the warm-up).
 */
export async function benchWarmUp(options: CapacityOptions, seconds: number): Promise<number> {
  const targets = (await targetsOf(options.db, options.shop)).filter((t) => t.requests.length > 1000);
  const mixed: Target['requests'] = [];
  const half = Math.min(...targets.map((t) => Math.floor(t.requests.length / 2)));
  for (let i = 0; i < half; i++) for (const t of targets) mixed.push(t.requests[t.requests.length - 1 - i]!);
  const figures = await run(
    options.origin,
    { kind: 'warm-up', requests: mixed },
    seconds,
    processesOf(options),
  );
  return figures.answers;
}

/**
 * The capacity section alone against a running shop (started with MAX_IN_FLIGHT_PER_CLIENT=10000
 * and LIMIT_EVENTS_PER_CLIENT=100000000, as `npm run bench` starts it: the load comes from one
 * address), after a warm-up of 20 s (BENCH_WARMUP_SECONDS), e.g. one on DATABASE_URL:
 *   npx tsx --conditions=react-server scripts/bench-parts/capacity-bench.ts \
 *     http://127.0.0.1:3000 postgres://… <pid of npm start> [the database server's data directory]
 */
async function runAlone(args: string[]) {
  const [origin, url, pid, pgdata] = args;
  if (!origin || !url || !pid)
    throw new Error('usage: capacity-bench.ts <origin> <database url> <shop pid> [pgdata]');
  const handle = await openDatabase({ url });
  try {
    const options: CapacityOptions = {
      origin,
      db: handle.db,
      shop: shopByCode('lindgard-at')!,
      serverPid: Number(pid),
      pgdata: pgdata ?? null,
    };
    // BENCH_WARMUP_SECONDS=0 measures a cold server
    const warmSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 20);
    if (warmSeconds > 0)
      console.log(
        `  warm-up: ${await benchWarmUp(options, warmSeconds)} answers in ${warmSeconds} s (not counted)`,
      );
    const capacity = await benchCapacity(options);
    console.log(
      `  shop memory ${capacity.rssMbBefore} MB RSS (PSS ${capacity.pssMbBefore} MB) before the capacity run, ${capacity.rssMbAfter} MB (PSS ${capacity.pssMbAfter} MB) after; database server ${pgdata ? `${capacity.databaseRssMb} MB` : 'n/a (no data directory given)'}`,
    );
    // BENCH_SOAK_MINUTES=10 adds the soak `npm run bench` runs after its capacity section
    const soakMinutes = Number(process.env.BENCH_SOAK_MINUTES ?? 0);
    if (soakMinutes > 0) {
      const soak = await benchSoak(options, soakMinutes);
      console.log(
        `  soak: last half ${soak.lastHalfMeanMb} MB RSS on average, at most ${soak.lastHalfMaxDeviationPercent} % from it`,
      );
    }
  } finally {
    await handle.close();
  }
  process.exit(0);
}

if (process.argv[1]?.endsWith('capacity-bench.ts')) void runAlone(process.argv.slice(2));
