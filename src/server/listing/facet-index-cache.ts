import 'server-only';
import { CACHE_TAGS } from '@/server/cache-tags';
import type { Database } from '@/server/db/client';
import { databaseKey } from '@/server/db/database-key';
import { cachedIndex } from '@/server/tagged-cache';
import { buildFacetIndex, type FacetIndex } from './facet-index';

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * The facet index of the catalogue, built once and shared by every listing until a stock, price
 * or assortment change invalidates its tag (from any node). It declares no tag into the pages that
 * use it: a listing shows its category's products (their category tag), not the whole index.
 */
export function getFacetIndex(db: Database): Promise<FacetIndex> {
  return cachedIndex(
    `facet-index:${databaseKey(db)}`,
    [CACHE_TAGS.catalog, CACHE_TAGS.facets],
    TEN_MINUTES,
    () => buildFacetIndex(db),
  );
}
