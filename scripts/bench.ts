/**
 * `npm run bench`: figures, not tests. Prints and writes bench/results.json:
 * - seed time and database size per catalogue size (BENCH_SIZES, default 10000),
 * - productById, reviewDisplay, reviewStatistics, addToBasket, placeOrder and login p50/p95 through
 *   the GraphQL API, the account overview's reads (in-process Yoga and use cases, largest catalogue),
 * - per catalogue: listing with all facet counts, suggestions and search p50/p95 (in-process),
 * - time from `npm start` to the first page, server memory and server-rendered listing throughput
 *   at 50 connections, product pages rendered one at a time, behaviour at 4× the sustainable rate
 *   (smallest catalogue),
 * - a burst of 200 concurrent login guesses on one account,
 * - the analytics collector at 1,000 events/s (one and ten events per request),
 * - recommendations: the simulated history and the rebuild of every list per catalogue, and gkAir
 *   p50/p95 for the product page, the listing bottom and the basket (largest catalogue),
 * - realistic traffic (issue 50): Zipf-distributed requests over every page of two shops after a
 *   warm-up, 5 % personal, one price change a second; answers/s, p50/p99, store hit ratio,
 *   renders/s, memory and staleness (BENCH_TRAFFIC_SECONDS, BENCH_TRAFFIC_URLS_PER_SHOP),
 * - capacity over distinct URLs (issue 21) and a soak of BENCH_SOAK_MINUTES (default 10) with the
 *   shop's memory sampled; BENCH_DATABASE_URL also runs the capacity section on that server.
 */
// first: the in-process benchmarks' shoppers share one client address, as the limits read it
import './bench-parts/bench-limits';
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import persisted from '../src/graphql/generated/persisted-operations.json';
import { openDatabase } from '../src/server/db/client';
import { ensureEmbeddedPostgres, type EmbeddedServer } from '../src/server/db/embedded/embedded-server';
import { seedCatalog } from '../src/server/db/seed/seed-catalog';
import { createShopYoga } from '../src/server/graphql/yoga';
import { benchAccount } from './bench-parts/account-bench';
import { benchAddToBasket } from './bench-parts/basket-bench';
import { benchPlaceOrder } from './bench-parts/place-order-bench';
import { benchListing } from './bench-parts/listing-bench';
import { benchProductPages, productIds } from './bench-parts/product-page-bench';
import { benchEditorialListing } from './bench-parts/editorial-listing-bench';
import { benchReviews } from './bench-parts/reviews-bench';
import { benchGkAir, benchRecoBuild } from './bench-parts/reco-bench';
import { shopByCode } from '../src/lib/shop/shops';
import { benchThroughput } from './bench-parts/throughput-bench';
import { benchLoginBurst } from './bench-parts/login-burst-bench';
import { benchOverload } from './bench-parts/overload-bench';
import { benchCapacity, benchSoak } from './bench-parts/capacity-bench';
import { benchCollector } from './bench-parts/collector-bench';
import { benchRealisticTraffic } from './bench-parts/realistic-traffic-bench';
import { benchAdmin } from './bench-parts/admin-bench';
import { embeddedLocation } from '../src/server/db/embedded/embedded-location';

const sizes = (process.env.BENCH_SIZES ?? '10000').split(',').map((s) => Number(s.trim()));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const ms = (n: number) => Math.round(n * 100) / 100;

const servers: EmbeddedServer[] = [];

async function benchSeed(styles: number, dataDir: string) {
  const server = await ensureEmbeddedPostgres(dataDir);
  servers.push(server);
  const handle = await openDatabase({ url: server.url });
  await handle.migrate();
  const result = await seedCatalog(handle.db, styles, (done, total) => {
    if (done % Math.max(250, Math.floor(total / 10)) === 0)
      process.stdout.write(`  seeded ${done}/${total}\r`);
  });
  const sizeBytes = await handle.sizeBytes();
  const diskBytes = Number(execSync(`du -sb ${dataDir}`).toString().split('\t')[0]);
  return { handle, result, sizeBytes, diskBytes };
}

async function benchProductById(handle: Awaited<ReturnType<typeof openDatabase>>) {
  const yoga = createShopYoga(async () => handle.db);
  const ids = (
    (await handle.db.execute(sql`select id from products order by md5(id) limit ${REQUESTS}`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows.map((r) => r.id);
  const body = (id: string) =>
    JSON.stringify({ query: persisted.productById.query, variables: { input: { id, locale: 'de-AT' } } });
  for (const id of ids.slice(0, 20))
    await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(id),
    });
  const timings: number[] = [];
  for (const id of ids) {
    const t0 = performance.now();
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(id),
    });
    await res.text();
    timings.push(performance.now() - t0);
  }
  return { requests: timings.length, p50: ms(percentile(timings, 50)), p95: ms(percentile(timings, 95)) };
}

function treeRssKb(pid: number): number {
  try {
    const out = execSync(`ps -e -o pid=,ppid=,rss=`).toString();
    const rows = out
      .trim()
      .split('\n')
      .map((l) => l.trim().split(/\s+/).map(Number));
    const pids = new Set([pid]);
    let grown = true;
    while (grown) {
      grown = false;
      for (const [p, pp] of rows)
        if (pp !== undefined && p !== undefined && pids.has(pp) && !pids.has(p)) {
          pids.add(p);
          grown = true;
        }
    }
    return rows
      .filter(([p]) => p !== undefined && pids.has(p))
      .reduce((sum, [, , rss]) => sum + (rss ?? 0), 0);
  } catch {
    return 0;
  }
}

async function benchStart(dataDir: string, styles: number, databaseUrl?: string) {
  const port = 3900 + Math.floor(Math.random() * 50);
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      PORT: String(port),
      SEED_PRODUCTS: String(styles),
      LOG_LEVEL: 'warn',
      // the load generators stand for many shoppers, all from this machine's one address
      MAX_IN_FLIGHT_PER_CLIENT: '10000',
      LIMIT_EVENTS_PER_CLIENT: '100000000',
      LIMIT_SESSIONS_PER_CLIENT: '100000000',
      LIMIT_ORDERS_PER_CLIENT: '100000000',
    },
    stdio: 'ignore',
    detached: true,
  });
  let firstPageMs = -1;
  for (let i = 0; i < 1800 && firstPageMs < 0; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      if (res.ok) firstPageMs = performance.now() - t0;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  for (const p of ['/mode', '/wohnen', '/sale', '/'])
    await fetch(`http://127.0.0.1:${port}${p}`).catch(() => undefined);
  const throughput = await benchThroughput(`http://127.0.0.1:${port}`);
  const rssMb = Math.round(treeRssKb(child.pid!) / 1024);
  const url = databaseUrl ?? embeddedLocation(dataDir).url;
  const handle = await openDatabase({ url });
  const productPages = await benchProductPages(
    `http://127.0.0.1:${port}`,
    await productIds(handle.db, Math.min(REQUESTS, 300) + 20),
  );
  console.log(
    `product page server render, one at a time (${productPages.requests} distinct pages): p50 ${productPages.p50} ms, p95 ${productPages.p95} ms ${JSON.stringify(productPages.statuses)}`,
  );
  const editorial = await benchEditorialListing(
    `http://127.0.0.1:${port}`,
    handle.db,
    Math.min(REQUESTS, 300),
  );
  const line = (t: { p50: number; p95: number }) => `p50 ${t.p50} ms, p95 ${t.p95} ms`;
  console.log(
    `listing server render ${editorial.path}, ${editorial.withContent.requests} renders each in alternating blocks: with its editorial content ${line(editorial.withContent)}; without ${line(editorial.without)} (p50 ${editorial.p50ChangePercent} %, p95 ${editorial.p95ChangePercent} %)`,
  );
  console.log(
    `listing server render ${editorial.path} throughput at ${editorial.throughput.connections} connections, alternating blocks: with its editorial content ${editorial.throughput.withPerSecond} renders/s, without ${editorial.throughput.withoutPerSecond} renders/s (pooled ${editorial.throughput.changePercent} %; ${editorial.throughput.rounds} pairs of ${editorial.throughput.secondsPerBlock} s blocks, median pair ${editorial.throughput.medianPairChangePercent} %; failed ${editorial.throughput.failed.with} with, ${editorial.throughput.failed.without} without)`,
  );
  const collector = await benchCollector(`http://127.0.0.1:${port}`, handle.db, shopByCode('lindgard-at')!);
  console.log(
    `analytics collector baseline (a 404 without work, ${collector.baseline.requestsPerSecond} req/s): p50 ${collector.baseline.p50} ms, p97.5 ${collector.baseline.p97_5} ms, p99 ${collector.baseline.p99} ms`,
  );
  for (const c of collector.runs)
    console.log(
      `analytics collector, ${c.eventsPerRequest} event(s) per request at ${c.offeredEventsPerSecond} events/s offered: ${c.acceptedEventsPerSecond} events/s accepted, ${c.storedEvents} of ${c.acceptedEvents} stored, p50 ${c.p50} ms, p95 ${c.p95} ms, p99 ${c.p99} ms at the load generator; in the collector p50 ${c.server.p50} ms, p95 ${c.server.p95} ms, p99 ${c.server.p99} ms ${JSON.stringify(c.statuses)}`,
    );
  console.log(`capacity on ${styles} products, ${databaseUrl ? 'DATABASE_URL' : 'embedded PostgreSQL'}:`);
  const capacityOptions = {
    origin: `http://127.0.0.1:${port}`,
    db: handle.db,
    shop: shopByCode('lindgard-at')!,
    serverPid: child.pid!,
    pgdata: databaseUrl ? null : embeddedLocation(dataDir).pgdata,
  };
  const capacity = await benchCapacity(capacityOptions);
  console.log(
    `  shop memory ${capacity.rssMbBefore} MB RSS (PSS ${capacity.pssMbBefore} MB) before the capacity run, ${capacity.rssMbAfter} MB (PSS ${capacity.pssMbAfter} MB) after; database server ${capacity.databaseRssMb} MB`,
  );
  console.log(
    `realistic traffic on ${styles} products, ${databaseUrl ? 'DATABASE_URL' : 'embedded PostgreSQL'}:`,
  );
  const traffic = await benchRealisticTraffic(capacityOptions);
  const soakMinutes = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
  const soak = !databaseUrl && soakMinutes > 0 ? await benchSoak(capacityOptions, soakMinutes) : null;
  if (soak)
    console.log(
      `  soak of ${soak.minutes} minutes: shop RSS over the last half ${soak.lastHalfMeanMb} MB ± ${soak.lastHalfMaxDeviationPercent} %`,
    );
  await handle.close();
  const overload = databaseUrl ? null : await benchOverload(`http://127.0.0.1:${port}`);
  process.kill(-child.pid!, 'SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return {
    startToFirstPageMs: Math.round(firstPageMs),
    serverRssMb: rssMb,
    listingThroughput: throughput,
    productPages,
    editorial,
    collector,
    capacity,
    traffic,
    soak,
    overload,
  };
}

async function main() {
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine,
    catalogues: [] as unknown[],
  };
  let largest: { handle: Awaited<ReturnType<typeof openDatabase>>; styles: number } | undefined;
  const dirs: string[] = [];
  for (const styles of sizes) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `shop-bench-${styles}-`));
    dirs.push(dataDir);
    console.log(`Seeding ${styles} products into ${dataDir}`);
    const { handle, result, sizeBytes, diskBytes } = await benchSeed(styles, dataDir);
    const entry = {
      products: styles,
      colours: result.products,
      variants: result.variants,
      seedSeconds: ms(result.durationMs / 1000),
      databaseMb: Math.round(sizeBytes / 2 ** 20),
      dataDirMb: Math.round(diskBytes / 2 ** 20),
    };
    console.log(`\n  ${JSON.stringify(entry)}`);
    // the same catalogue from two shops of the family: German and French texts and search
    const byShop: Record<string, Awaited<ReturnType<typeof benchListing>>> = {};
    for (const code of ['lindgard-at', 'lindgard-chfr']) {
      const browse = await benchListing(handle.db, shopByCode(code)!, REQUESTS);
      byShop[code] = browse;
      console.log(
        `  ${code}: listing with all facet counts p50 ${browse.listing.p50} ms p95 ${browse.listing.p95} ms; suggestions p50 ${browse.suggestions.p50} ms p95 ${browse.suggestions.p95} ms; search p50 ${browse.search.p50} ms p95 ${browse.search.p95} ms; facet index built in ${browse.facetIndexBuildMs} ms`,
      );
    }
    const reco = await benchRecoBuild(handle);
    console.log(
      `  recommendations: ${reco.historyEvents} simulated events and ${reco.outfits} looks seeded in ${reco.historySeconds} s; all ${reco.lists} lists rebuilt in ${reco.rebuildSeconds} s (content similarity ${reco.similarSeconds} s, behaviour of 18 shops ${reco.behaviourSeconds} s)`,
    );
    (results.catalogues as unknown[]).push({ ...entry, ...byShop['lindgard-at'], shops: byShop, reco });
    if (largest) await largest.handle.close();
    largest = { handle, styles };
  }
  if (largest) {
    const productById = await benchProductById(largest.handle);
    results.productById = { catalogue: largest.styles, ...productById };
    console.log(
      `productById on ${largest.styles} products: p50 ${productById.p50} ms, p95 ${productById.p95} ms (${productById.requests} requests)`,
    );
    const reviews = await benchReviews(largest.handle, REQUESTS);
    results.reviews = { catalogue: largest.styles, ...reviews };
    console.log(
      `reviews on ${largest.styles} products (${reviews.publishedReviews} published on ${reviews.reviewedProducts} products, at most ${reviews.mostReviewsOnOneProduct} on one): reviewDisplay p50 ${reviews.reviewDisplay.p50} ms, p95 ${reviews.reviewDisplay.p95} ms; reviewStatistics p50 ${reviews.reviewStatistics.p50} ms, p95 ${reviews.reviewStatistics.p95} ms (${reviews.reviewDisplay.requests} requests each)`,
    );
    const gkAir = await benchGkAir(largest.handle, REQUESTS);
    results.gkAir = { catalogue: largest.styles, requests: REQUESTS, ...gkAir };
    console.log(
      `gkAir on ${largest.styles} products: product page (outfit, similar, last seen; view stored) p50 ${gkAir.productPage!.p50} ms, p95 ${gkAir.productPage!.p95} ms; listing bottom p50 ${gkAir.listingBottom!.p50} ms, p95 ${gkAir.listingBottom!.p95} ms; basket alternatives p50 ${gkAir.basket!.p50} ms, p95 ${gkAir.basket!.p95} ms (${REQUESTS} requests each)`,
    );
    const addToBasket = await benchAddToBasket(largest.handle, REQUESTS);
    results.addToBasket = { catalogue: largest.styles, ...addToBasket };
    console.log(
      `addToBasket on ${largest.styles} products (baskets of ${addToBasket.linesPerBasket} lines): p50 ${addToBasket.p50} ms, p95 ${addToBasket.p95} ms (${addToBasket.requests} requests)`,
    );
    const placeOrder = await benchPlaceOrder(largest.handle, Math.min(REQUESTS, 200));
    results.placeOrder = { catalogue: largest.styles, ...placeOrder };
    console.log(
      `placeOrder on ${largest.styles} products (orders of ${placeOrder.linesPerOrder} lines): p50 ${placeOrder.p50} ms, p95 ${placeOrder.p95} ms (${placeOrder.orders} orders)`,
    );
    const account = await benchAccount(largest.handle, REQUESTS);
    results.account = { catalogue: largest.styles, ...account };
    for (const [name, figures] of Object.entries(account))
      console.log(`${name}: p50 ${figures.p50} ms, p95 ${figures.p95} ms (${figures.requests} requests)`);
    const admin = await benchAdmin(largest.handle, REQUESTS);
    results.admin = { catalogue: largest.styles, ...admin };
    console.log(
      `admin API on ${largest.styles} products: products search p50 ${admin.search.p50} ms, p95 ${admin.search.p95} ms (${admin.search.requests} requests, 50 styles a page with sizes and prices); stock feed of ${admin.stockFeed.rows} EANs in ${admin.stockFeed.seconds} s (${admin.stockFeed.rowsPerSecond} rows/s); price feed of ${admin.priceFeed.rows} EANs in ${admin.priceFeed.seconds} s (${admin.priceFeed.rowsPerSecond} rows/s)`,
    );
    const loginBurst = await benchLoginBurst(largest.handle);
    results.loginBurst = loginBurst;
    for (const [kind, figures] of [
      ['one address', loginBurst.oneAddress],
      ['200 addresses', loginBurst.manyAddresses],
    ] as const)
      console.log(
        `login burst of ${figures.attempts} concurrent guesses on one account from ${kind}: ${figures.checked} passwords checked, ${figures.refused} refused, ${figures.wallMs} ms in all (p50 ${figures.p50} ms, p95 ${figures.p95} ms)`,
      );
    console.log(
      `during the lock: owner on a known device ${loginBurst.ownerOnKnownDeviceDuringLock}, right password from an unknown device ${loginBurst.passwordFromUnknownDeviceDuringLock}`,
    );
    await largest.handle.close();
  }
  const smallest = Math.min(...sizes);
  const start = await benchStart(dirs[sizes.indexOf(smallest)]!, smallest);
  results.start = { catalogue: smallest, ...start };
  for (const [kind, figures] of [
    ['anonymous (page cache)', start.listingThroughput.anonymous],
    ['with the draft-mode cookie (rendered each time)', start.listingThroughput.personal],
  ] as const) {
    console.log(
      `server-rendered listing, ${kind}, ${figures.connections} connections: ${figures.requestsPerSecond} req/s (${figures.pagesPerSecond} pages/s, ${figures.shed503} answered 503), p50 ${figures.p50} ms, p97.5 ${figures.p97_5} ms, ${figures.errors} errors`,
    );
  }
  const databaseUrl = process.env.BENCH_DATABASE_URL?.trim();
  if (databaseUrl) {
    const onServer = await benchStart(dirs[sizes.indexOf(smallest)]!, smallest, databaseUrl);
    results.startOnDatabaseUrl = { catalogue: smallest, ...onServer };
  }
  const o = start.overload!;
  for (const run of o.runs)
    console.log(
      `overload over ${run.connections}: sustainable ${o.sustainableRps} rendered pages/s; offered ${o.offeredRps}/s for ${o.seconds} s: ${run.accepted} accepted (p50 ${run.acceptedP50} ms, p99 ${run.acceptedP99} ms, max ${run.acceptedMax} ms), ${run.shed503} answered 503, ${run.connectionErrors} connection errors ${JSON.stringify(run.errorKinds)}`,
    );
  console.log(
    `npm start → first page: ${start.startToFirstPageMs} ms (prepared database), server memory ${start.serverRssMb} MB RSS`,
  );
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  for (const server of servers) await server.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  console.log('Wrote bench/results.json');
}

main().catch(async (error: unknown) => {
  console.error(error);
  for (const server of servers) await server.stop().catch(() => undefined);
  process.exit(1);
});
