'use server';

import { z } from 'zod';
import { parseListingUrl } from '@/lib/listing/listing-url';
import { CHUNK_SIZE } from '@/lib/listing/pagination';
import { getDb } from '@/server/db';
import { logger } from '@/server/logger';
import { getListing, getListingFacets } from './get-listing';
import { listingScopeForPath } from './listing-scope-for-path';
import { tileView, type TileView } from '@/components/product/product-card';
import type { FacetFilter } from './query-facets';
import type { FilterId } from '@/lib/listing/filter-ids';
import { getTranslations } from 'next-intl/server';
import { currentShop } from '@/server/shop/current-shop';

const inputSchema = z.object({
  path: z.string().max(300),
  query: z.string().max(4000),
  chunkPage: z.number().int().min(1).max(100_000),
});

/**
 * The next chunk of 36 tiles for infinite loading (S4.8). Read-only and non-personalised; a bad
 * input or a failure gives no tiles, so the grid simply stops growing.
 */
export async function loadListingChunk(input: unknown): Promise<TileView[]> {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) return [];
  try {
    const params = Object.fromEntries(new URLSearchParams(parsed.data.query));
    const db = await getDb();
    const shop = await currentShop();
    const scope = await listingScopeForPath(db, shop, parsed.data.path, params);
    if (!scope) return [];
    const state = parseListingUrl(params);
    const listing = await getListing(db, {
      shop,
      scope,
      selection: state.selection,
      sort: state.sort,
      page: parsed.data.chunkPage,
      itemsPerPage: CHUNK_SIZE,
    });
    return listing.tiles.map(tileView);
  } catch (error) {
    logger.error({ err: error, issueLevel: 'Dev' }, 'Unexpected error occurred during graphql operation');
    return [];
  }
}

const filterInputSchema = z.object({ path: z.string().max(300), query: z.string().max(4000) });

export interface FilterLayerData {
  filters: FacetFilter[];
  saleFilter: FacetFilter;
  /** the filters' names in the shop's language (they travel with the filters, not with every page) */
  labels: Partial<Record<FilterId, string>>;
}

/**
 * The filters of a listing with their counts, loaded when the shopper opens 'Filter & Sort', so the
 * listing page itself stays small. Null when the listing is unknown or the load fails.
 */
export async function loadFilterLayer(input: unknown): Promise<FilterLayerData | null> {
  const parsed = filterInputSchema.safeParse(input);
  if (!parsed.success) return null;
  try {
    const params = Object.fromEntries(new URLSearchParams(parsed.data.query));
    const db = await getDb();
    const shop = await currentShop();
    const scope = await listingScopeForPath(db, shop, parsed.data.path, params);
    if (!scope) return null;
    const facets = await getListingFacets(db, shop, scope, parseListingUrl(params).selection);
    const t = await getTranslations('attributeLabels');
    const labels = Object.fromEntries(facets.filters.map((filter) => [filter.id, t(filter.id)]));
    return { filters: facets.filters, saleFilter: facets.saleFilter, labels };
  } catch (error) {
    logger.error({ err: error, issueLevel: 'Dev' }, 'Unexpected error occurred during graphql operation');
    return null;
  }
}
