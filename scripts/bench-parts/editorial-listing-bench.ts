/**
 * A listing's server render with and without its editorial content (issue 14: the listing entry's
 * banners and cards, the SEO advice, the survey, the visual filter and the content box), on the
 * same page of the same shop: the demo campaign's /mode/damen-kleider in lindgard-at, always
 * rendered (a draft-mode cookie keeps the page cache out). Two measures, each in alternating
 * blocks (with, without, with, without: the shop's listing entries and surveys set to draft, which
 * notifies every node), so that a warming server favours neither; each side's blocks together:
 * - latency: renders one after the other over one keep-alive connection (p50, p95);
 * - throughput (what issue 14 limits): renders per second with 8 connections, enough to keep
 *   every worker busy, in six pairs of short blocks after warming both variants.
 *
 * Run alone against any running shop:
 *   npx tsx scripts/bench-parts/editorial-listing-bench.ts http://127.0.0.1:3000 postgres://…
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import { percentiles } from './graphql-call';
import { getPage } from './product-page-bench';

const PATH = '/mode/damen-kleider';

async function block(origin: string, requests: number, timings: number[]) {
  for (let i = 0; i < 20; i++) await getPage(origin, PATH);
  for (let i = 0; i < requests; i++) timings.push((await getPage(origin, PATH)).ms);
}

/** The editorial documents of lindgard-at that are published when the bench starts. */
interface EditorialSet {
  table: 'plps' | 'surveys' | 'visual_filters' | 'content_pages';
  ids: number[];
}

/**
 * The shop's published listing entries, surveys, visual filters and the buying guide of the
 * listing's content box: what the bench withdraws and brings back (and only that).
 */
async function publishedEditorial(db: Database): Promise<EditorialSet[]> {
  const ids = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ id: number }>(await db.execute(query)).map((r) => Number(r.id));
  return [
    {
      table: 'plps',
      ids: await ids(sql`select id from cms.plps where _status = 'published'
        and id in (select parent_id from cms.plps_shops where value = 'lindgard-at')`),
    },
    {
      table: 'surveys',
      ids: await ids(sql`select id from cms.surveys where _status = 'published'
        and id in (select parent_id from cms.surveys_shops where value = 'lindgard-at')`),
    },
    {
      table: 'visual_filters',
      ids: await ids(sql`select id from cms.visual_filters where _status = 'published'
        and id in (select parent_id from cms.visual_filters_shops where value = 'lindgard-at')`),
    },
    {
      table: 'content_pages',
      ids: await ids(sql`select id from cms.content_pages where _status = 'published'
        and slug = 'ratgeber/kleiderlaengen'
        and id in (select parent_id from cms.content_pages_shops where value = 'lindgard-at')`),
    },
  ];
}

/** Withdraws or republishes those documents (as an editor's unpublish would). */
async function setEditorial(db: Database, set: EditorialSet[], status: 'published' | 'draft') {
  for (const { table, ids } of set)
    await db.execute(sql`update ${sql.identifier('cms')}.${sql.identifier(table)} set _status = ${status}
      where id = any(${`{${ids.join(',')}}`}::int[])`);
  // the nodes drop the entries on the notification; give it a moment to arrive
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/** Renders of the listing with 8 connections in `seconds`, after 1 s of warming. */
async function throughputBlock(
  origin: string,
  seconds: number,
): Promise<{ answers: number; non2xx: number }> {
  const options = {
    url: `${origin}${PATH}`,
    connections: 8,
    headers: { accept: 'text/html', cookie: '__prerender_bypass=bench' },
  };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: seconds });
  return { answers: result['2xx'], non2xx: result.non2xx + result.errors + result.timeouts };
}

/** Runs `measure` with the editorial content, then without, `rounds` times. */
async function alternate(
  db: Database,
  set: EditorialSet[],
  rounds: number,
  measure: (side: 'with' | 'without', round: number) => Promise<void>,
) {
  for (let round = 0; round < rounds; round++) {
    await measure('with', round);
    try {
      await setEditorial(db, set, 'draft');
      await measure('without', round);
    } finally {
      await setEditorial(db, set, 'published');
    }
  }
}

const change = (a: number, b: number) => Math.round((a / b - 1) * 1000) / 10;
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
}

/**
 * Throughput in `rounds` pairs of short blocks (with, without): a machine whose speed drifts (other
 * work, a warming JIT, collections) moves both sides of a pair alike. Reports the pooled renders
 * per second of each side and the median of the pairs' changes.
 */
async function throughput(
  origin: string,
  db: Database,
  set: EditorialSet[],
  rounds: number,
  seconds: number,
) {
  // warm both variants first: the first blocks after a start would favour the later side
  await alternate(db, set, 1, () => throughputBlock(origin, seconds).then(() => undefined));
  const answers = { with: [] as number[], without: [] as number[] };
  const failed = { with: 0, without: 0 };
  await alternate(db, set, rounds, async (side) => {
    const block = await throughputBlock(origin, seconds);
    answers[side].push(block.answers);
    failed[side] += block.non2xx;
  });
  const perSecond = (side: 'with' | 'without') =>
    Math.round((answers[side].reduce((a, b) => a + b, 0) / (rounds * seconds)) * 10) / 10;
  const pairChanges = answers.with.map((w, i) => change(w, answers.without[i]!));
  return {
    connections: 8,
    rounds,
    secondsPerBlock: seconds,
    withPerSecond: perSecond('with'),
    withoutPerSecond: perSecond('without'),
    changePercent: change(perSecond('with'), perSecond('without')),
    pairChangesPercent: pairChanges,
    medianPairChangePercent: median(pairChanges),
    failed,
  };
}

export async function benchEditorialListing(
  origin: string,
  db: Database,
  requests = 300,
  throughputSeconds = 5,
  throughputRounds = 6,
) {
  const set = await publishedEditorial(db);
  if (set.some(({ ids }) => ids.length === 0))
    throw new Error('lindgard-at has no published listing entry, survey, visual filter or buying guide');
  // an interrupted run publishes them again
  const restore = () => void setEditorial(db, set, 'published').finally(() => process.exit(130));
  process.once('SIGINT', restore);
  try {
    const timings = { with: [] as number[], without: [] as number[] };
    await alternate(db, set, 2, (side) => block(origin, requests / 2, timings[side]));
    const withContent = { requests: timings.with.length, ...percentiles(timings.with) };
    const without = { requests: timings.without.length, ...percentiles(timings.without) };
    return {
      path: PATH,
      withContent,
      without,
      p50ChangePercent: change(withContent.p50, without.p50),
      p95ChangePercent: change(withContent.p95, without.p95),
      throughput: await throughput(origin, db, set, throughputRounds, throughputSeconds),
    };
  } finally {
    process.off('SIGINT', restore);
  }
}

async function runAlone(origin: string | undefined, url: string | undefined) {
  if (!origin || !url) throw new Error('usage: editorial-listing-bench.ts <origin> <database url>');
  const handle = await openDatabase({ url });
  try {
    console.log(
      JSON.stringify(
        await benchEditorialListing(
          origin,
          handle.db,
          Number(process.env.BENCH_REQUESTS ?? 300),
          Number(process.env.BENCH_SECONDS ?? 5),
          Number(process.env.BENCH_ROUNDS ?? 6),
        ),
      ),
    );
  } finally {
    await handle.close();
  }
  process.exit(0);
}

if (process.argv[1]?.endsWith('editorial-listing-bench.ts')) void runAlone(process.argv[2], process.argv[3]);
