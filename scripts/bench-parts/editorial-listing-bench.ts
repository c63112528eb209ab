/**
 * A listing's server render with and without its editorial content (issue 14: the listing entry's
 * banners and cards, the SEO advice, the survey, the visual filter and the content box), on the same page of the same shop: the
 * demo campaign's /mode/damen-kleider in lindgard-at. Renders one after the other over one
 * keep-alive connection with the draft-mode cookie (never the page cache), in alternating blocks
 * (with, without, with, without: the shop's listing entries and surveys set to draft, which
 * notifies every node), so that a warming server favours neither; each side's blocks together.
 *
 * Run alone against any running shop:
 *   npx tsx scripts/bench-parts/editorial-listing-bench.ts http://127.0.0.1:3000 postgres://…
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/server/db/client';
import { percentiles } from './graphql-call';
import { getPage } from './product-page-bench';

const PATH = '/mode/damen-kleider';

async function block(origin: string, requests: number, timings: number[]) {
  for (let i = 0; i < 20; i++) await getPage(origin, PATH);
  for (let i = 0; i < requests; i++) timings.push((await getPage(origin, PATH)).ms);
}

/**
 * Publishes or withdraws the shop's listing entries, surveys, visual filters and the buying guide
 * of the listing's content box (as an editor's unpublish would).
 */
async function setEditorial(db: Database, status: 'published' | 'draft') {
  await db.execute(sql`update cms.plps set _status = ${status}
    where id in (select parent_id from cms.plps_shops where value = 'lindgard-at')`);
  await db.execute(sql`update cms.surveys set _status = ${status}
    where id in (select parent_id from cms.surveys_shops where value = 'lindgard-at')`);
  await db.execute(sql`update cms.visual_filters set _status = ${status}
    where id in (select parent_id from cms.visual_filters_shops where value = 'lindgard-at')`);
  await db.execute(sql`update cms.content_pages set _status = ${status}
    where slug = 'ratgeber/kleiderlaengen'
      and id in (select parent_id from cms.content_pages_shops where value = 'lindgard-at')`);
  // the nodes drop the entries on the notification; give it a moment to arrive
  await new Promise((resolve) => setTimeout(resolve, 500));
}

export async function benchEditorialListing(origin: string, db: Database, requests = 300) {
  const withTimings: number[] = [];
  const withoutTimings: number[] = [];
  for (let round = 0; round < 2; round++) {
    await block(origin, requests / 2, withTimings);
    await setEditorial(db, 'draft');
    try {
      await block(origin, requests / 2, withoutTimings);
    } finally {
      await setEditorial(db, 'published');
    }
  }
  const withContent = { requests: withTimings.length, ...percentiles(withTimings) };
  const without = { requests: withoutTimings.length, ...percentiles(withoutTimings) };
  const change = (a: number, b: number) => Math.round((a / b - 1) * 1000) / 10;
  return {
    path: PATH,
    withContent,
    without,
    p50ChangePercent: change(withContent.p50, without.p50),
    p95ChangePercent: change(withContent.p95, without.p95),
  };
}

async function runAlone(origin: string | undefined, url: string | undefined) {
  if (!origin || !url) throw new Error('usage: editorial-listing-bench.ts <origin> <database url>');
  const handle = await openDatabase({ url });
  try {
    console.log(
      JSON.stringify(
        await benchEditorialListing(origin, handle.db, Number(process.env.BENCH_REQUESTS ?? 300)),
      ),
    );
  } finally {
    await handle.close();
  }
  process.exit(0);
}

if (process.argv[1]?.endsWith('editorial-listing-bench.ts')) void runAlone(process.argv[2], process.argv[3]);
