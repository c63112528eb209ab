/**
 * Listing, search and suggestion figures on one catalogue, in-process (no HTTP): what the page and
 * the GraphQL resolvers call. Warm caches for the facet index; every suggestion prefix and search term
 * is asked once, so those timings are not cache hits.
 */
import { sql } from 'drizzle-orm';
import { parseFilterSelection } from '../../src/lib/listing/filter-selection';
import type { ShopConfig } from '../../src/lib/shop/shop';
import { categoryIndexFor } from '../../src/server/catalog/category-index';
import type { Database } from '../../src/server/db/client';
import { getFacetIndex } from '../../src/server/listing/facet-index-cache';
import { getListing } from '../../src/server/listing/get-listing';
import { searchCatalog } from '../../src/server/search/search-catalog';
import { suggest } from '../../src/server/search/suggest';

export interface Timing {
  requests: number;
  p50: number;
  p95: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
const ms = (n: number) => Math.round(n * 100) / 100;

async function time(runs: (() => Promise<unknown>)[]): Promise<Timing> {
  const timings: number[] = [];
  for (const run of runs) {
    const t0 = performance.now();
    await run();
    timings.push(performance.now() - t0);
  }
  return { requests: timings.length, p50: ms(percentile(timings, 50)), p95: ms(percentile(timings, 95)) };
}

/** Listing and search of one shop: its category tree, texts and search language. */
export async function benchListing(db: Database, shop: ShopConfig, requests: number) {
  const t0 = performance.now();
  await getFacetIndex(db);
  const facetIndexBuildMs = Math.round(performance.now() - t0);
  const categories = categoryIndexFor(shop.locale)
    .all()
    .filter((c) => !c.isHidden);
  const colors = ['schwarz', 'blau', 'weiss', 'rot', 'beige', 'grau'];
  const sizes = ['38', '40', '42', 'm', 'l', '44'];
  const listingRuns = Array.from({ length: requests }, (_, i) => () => {
    const category = categories[(i * 7) % categories.length]!;
    const params: Record<string, string> = {};
    if (i % 3 >= 1) params.searchColor = colors[i % colors.length]!;
    if (i % 3 === 2) params.filterSize = sizes[i % sizes.length]!;
    return getListing(db, {
      shop,
      scope: { categoryId: category.id },
      selection: parseFilterSelection(params),
      sort: (['sortKey', 'priceAsc', 'dateDesc', 'priceDesc'] as const)[i % 4]!,
      page: 1 + (i % 3),
      itemsPerPage: 36,
    });
  });
  // warm-up: JIT and the tile query plans
  for (const run of listingRuns.slice(0, 20)) await run();
  const listing = await time(listingRuns);

  const words = (
    (await db.execute(
      sql`select word from search_lexicon where length(word) >= 5 order by md5(word) limit ${requests}`,
    )) as unknown as {
      rows: { word: string }[];
    }
  ).rows.map((r) => r.word);
  const prefixes = [...new Set(words.flatMap((w) => [w.slice(0, 3), w.slice(0, 4), w.slice(0, 5)]))].slice(
    0,
    requests,
  );
  for (const p of ['kl', 'bl']) await suggest(db, shop, p);
  const suggestions = await time(prefixes.map((p) => () => suggest(db, shop, p)));
  const search = await time(words.map((w) => () => searchCatalog(db, shop, w)));
  return { facetIndexBuildMs, listing, suggestions, search };
}
