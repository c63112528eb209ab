import 'server-only';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { Bitset } from '@/lib/listing/bitset';
import type { FilterSelection } from '@/lib/listing/filter-selection';
import type { ProductSort } from '@/lib/listing/product-sort';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { databaseKey } from '@/server/db/database-key';
import { listingHref } from '@/lib/listing/listing-url';
import { declareTags } from '@/server/cache/render-tags';
import { CACHE_TAGS, categoryTag, productTag, styleTag, type CacheTag } from '@/server/cache-tags';
import { namedCache } from '@/server/tagged-cache';
import { getFacetIndex } from './facet-index-cache';
import type { FacetIndex } from './facet-index';
import type { ShopConfig } from '@/lib/shop/shop';
import { loadTiles, type ProductTile } from './load-tiles';
import { localiseFacets, localiseListing } from './localise-listing';
import { queryFacets, type ActiveFilter, type FacetFilter, type FacetResult } from './query-facets';
import { processWide } from '@/server/process-wide';
import { estimateBytes } from '@/server/estimate-bytes';

/** Which styles a listing draws from: a category, a search result, or both (search within a category). */
export interface ListingScope {
  categoryId?: string;
  masterKeys?: readonly string[];
  /** names the scope for the listing cache (e.g. 'q:kleid'); without it a search scope is not cached */
  cacheKey?: string;
}

export interface ListingRequest {
  /** the shop the listing is for: texts and labels in its language */
  shop: ShopConfig;
  scope: ListingScope;
  selection: FilterSelection;
  sort: ProductSort;
  /** 1-based page of itemsPerPage items */
  page: number;
  itemsPerPage: number;
  /** product ids shown first, in this order (pin, S2.3) */
  pinnedProductIds?: readonly string[];
}

export interface Listing {
  totalItemsCount: number;
  pageCount: number;
  activePage: number;
  itemsPerPage: number;
  tiles: ProductTile[];
  /** product ids of the pinned tiles at the top of the first page */
  pinnedProductIds: string[];
  filters: FacetFilter[];
  saleFilter: FacetFilter;
  activeFilters: ActiveFilter[];
}

/** Listing answers are shared between shoppers until their scope's tags are invalidated (a safety net). */
const LISTING_TTL_MS = 10 * 60_000;
/** a scope of more styles than this is tagged by the facet index (any change) rather than style by style */
const MAX_STYLE_TAGS = 1000;

/** What a listing shows: its category's products, or the styles of its scope (a search). */
export function listingTags(request: Pick<ListingRequest, 'scope' | 'pinnedProductIds'>): CacheTag[] {
  const { categoryId, masterKeys } = request.scope;
  const tags: CacheTag[] = [CACHE_TAGS.catalog];
  if (categoryId) tags.push(categoryTag(categoryId));
  if (masterKeys && masterKeys.length > MAX_STYLE_TAGS) tags.push(CACHE_TAGS.facets);
  else if (masterKeys) for (const key of masterKeys) tags.push(styleTag(key));
  for (const id of request.pinnedProductIds ?? []) tags.push(productTag(id));
  return tags;
}
// a listing with its facets is 50–150 KB: the budget keeps a few hundred of them per worker
const listings = namedCache('listings', { maxEntries: 2_000, maxBytes: 32 * 1024 * 1024 });

/**
 * A product listing with every filter count, from the cached facet index plus one query for the
 * tiles of the requested page (and one for pinned products when there are any).
 */
export async function getListing(db: Database, request: ListingRequest): Promise<Listing> {
  return localiseListing(await getGermanListing(db, request), request.shop);
}

/** The listing of the shop's locale (tiles with its language's texts and its currency's prices), cached per locale. */
function getGermanListing(db: Database, request: ListingRequest): Promise<Listing> {
  const scopeKey = request.scope.masterKeys ? request.scope.cacheKey : `c:${request.scope.categoryId}`;
  if (!scopeKey) {
    declareTags(listingTags(request));
    return loadListing(db, request);
  }
  const key = [
    databaseKey(db),
    // texts and prices of the shop's locale (one language, one currency); localised after the cache
    request.shop.locale,
    scopeKey,
    request.scope.categoryId ?? '',
    listingHref('', { selection: request.selection, sort: request.sort }),
    request.page,
    request.itemsPerPage,
    (request.pinnedProductIds ?? []).join(','),
  ].join('|');
  return listings.get(key, listingTags(request), LISTING_TTL_MS, () => loadListing(db, request));
}

/** The number of products in a category, straight from the facet index. */
export async function countCategoryProducts(db: Database, categoryId: string): Promise<number> {
  const index = await getFacetIndex(db);
  return index.categories.get(categoryId)?.count() ?? 0;
}

/**
 * How many products a listing shows (its scope narrowed by the selection), from the facet results
 * it shares with its sorts and pages: no product is loaded.
 */
export async function countListing(
  db: Database,
  shop: ShopConfig,
  scope: ListingScope,
  selection: FilterSelection,
): Promise<number> {
  const index = await getFacetIndex(db);
  return scopeFacets(index, scope, selection, shop.currency).result.count();
}

/**
 * Facet results per facet index (a rebuilt index starts afresh, and the old results go with the old
 * index): the filters and counts of a scope and selection do not depend on the sort or the page, so
 * the pages and sorts of one filtered listing share them (issue 21: with distinct listing requests
 * the counting was a tenth of the listing API's CPU).
 */
const facetResults = processWide(
  'listing.facetResults',
  () => new WeakMap<FacetIndex, LRUCache<string, FacetResult>>(),
);

function scopeFacets(
  index: FacetIndex,
  scope: ListingScope,
  selection: FilterSelection,
  currency: ShopConfig['currency'],
): FacetResult {
  const scopeKey = scope.masterKeys ? scope.cacheKey : `c:${scope.categoryId}`;
  if (!scopeKey) return queryFacets(index, scopeSet(index, scope), selection, currency);
  let cache = facetResults.get(index);
  if (!cache) {
    cache = new LRUCache<string, FacetResult>({
      max: 2_000,
      // the whole result estimated: the words and ~100 bytes per choice counted before came to
      // about three quarters of what a worker's heap held for them (issue 21)
      maxSize: 16 * 1024 * 1024,
      sizeCalculation: (facets) => Math.max(1, estimateBytes(facets)),
    });
    facetResults.set(index, cache);
  }
  const key = [currency, scopeKey, scope.categoryId ?? '', listingHref('', { selection })].join('|');
  let facets = cache.get(key);
  if (!facets) cache.set(key, (facets = queryFacets(index, scopeSet(index, scope), selection, currency)));
  return facets;
}

async function loadListing(db: Database, request: ListingRequest): Promise<Listing> {
  const index = await getFacetIndex(db);
  const facets = scopeFacets(index, request.scope, request.selection, request.shop.currency);
  const pinned = await pinnedPositions(db, index, request.pinnedProductIds ?? []);

  const total = facets.result.count() + pinned.filter((p) => !facets.result.has(p.position)).length;
  const offset = (request.page - 1) * request.itemsPerPage;
  const window = pageWindow(index, facets.result, request.sort, pinned, offset, request.itemsPerPage);
  const colorChoices = request.selection.values.get('searchColor') ?? [];
  const tiles = [
    ...(await loadTiles(
      db,
      request.shop,
      window.map((i) => index.masterKeys[i]!),
      colorChoices,
    )),
  ];
  // a pinned tile shows the pinned colour, not the style's first one
  const pinnedById = new Map(pinned.map((p) => [p.position, p.productId]));
  const shownPinned: string[] = [];
  for (const [k, i] of window.entries()) {
    const productId = pinnedById.get(i);
    const tile = tiles[k];
    if (productId && tile && tile.colors.some((c) => c.id === productId)) {
      // the tiles are shared (tile cache): the pinned colour goes into a copy
      tiles[k] = { ...tile, id: productId };
      shownPinned.push(productId);
    }
  }
  return {
    totalItemsCount: total,
    pageCount: Math.max(1, Math.ceil(total / request.itemsPerPage)),
    activePage: request.page,
    itemsPerPage: request.itemsPerPage,
    tiles,
    pinnedProductIds: shownPinned,
    filters: facets.filters,
    saleFilter: facets.saleFilter,
    activeFilters: facets.active,
  };
}

/** The active filters and filter counts without loading any product (filters, activeFilterList). */
export async function getListingFacets(
  db: Database,
  shop: ShopConfig,
  scope: ListingScope,
  selection: FilterSelection,
) {
  const index = await getFacetIndex(db);
  return localiseFacets(scopeFacets(index, scope, selection, shop.currency), shop);
}

function scopeSet(index: FacetIndex, scope: ListingScope): Bitset {
  let set: Bitset | null = null;
  if (scope.categoryId !== undefined)
    set = index.categories.get(scope.categoryId)?.clone() ?? new Bitset(index.size);
  if (scope.masterKeys) {
    const found = new Bitset(index.size);
    for (const key of scope.masterKeys) {
      const i = index.positionOf.get(key);
      if (i !== undefined) found.add(i);
    }
    set = set ? set.and(found) : found;
  }
  return set ?? Bitset.full(index.size);
}

interface Pinned {
  productId: string;
  position: number;
}

async function pinnedPositions(db: Database, index: FacetIndex, ids: readonly string[]): Promise<Pinned[]> {
  const valid = [...new Set(ids.filter((id) => /^\d{6}$/.test(id)))].slice(0, 12);
  if (valid.length === 0) return [];
  const rows = rowsOf<{ id: string; master_key: string }>(
    await db.execute(
      sql`select id, master_key from products where not outsold and id in (${sql.join(
        valid.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
  const byId = new Map(rows.map((r) => [r.id, r.master_key]));
  const seen = new Set<number>();
  const out: Pinned[] = [];
  for (const productId of valid) {
    const position = index.positionOf.get(byId.get(productId) ?? '');
    if (position === undefined || seen.has(position)) continue;
    seen.add(position);
    out.push({ productId, position });
  }
  return out;
}

/** Style positions of one page: pinned styles first, then the result in sort order without them. */
function pageWindow(
  index: FacetIndex,
  result: Bitset,
  sort: ProductSort,
  pinned: Pinned[],
  offset: number,
  limit: number,
): number[] {
  const out: number[] = [];
  const pinnedSet = new Set(pinned.map((p) => p.position));
  let skipped = 0;
  for (const p of pinned) {
    if (skipped < offset) skipped += 1;
    else if (out.length < limit) out.push(p.position);
  }
  const order = index.order[sort];
  for (let k = 0; k < order.length && out.length < limit; k++) {
    const i = order[k]!;
    if (!result.has(i) || pinnedSet.has(i)) continue;
    if (skipped < offset) skipped += 1;
    else out.push(i);
  }
  return out;
}
