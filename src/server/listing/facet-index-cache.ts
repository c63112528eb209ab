import 'server-only';
import { CACHE_TAGS } from '@/server/cache-tags';
import type { Database } from '@/server/db/client';
import { databaseKey } from '@/server/db/database-key';
import { cachedIndex } from '@/server/tagged-cache';
import { buildFacetIndex, type FacetIndex } from './facet-index';

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * The facet index of the catalogue, built once and shared by every listing until the catalog tag
 * is invalidated; after ten minutes it is rebuilt in the background, so that stock and price changes
 * written by another process reach the listing counts.
 */
export function getFacetIndex(db: Database): Promise<FacetIndex> {
  return cachedIndex(`facet-index:${databaseKey(db)}`, [CACHE_TAGS.catalog], TEN_MINUTES, () =>
    buildFacetIndex(db),
  );
}
