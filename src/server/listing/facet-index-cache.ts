import 'server-only';
import { CACHE_TAGS } from '@/server/cache-tags';
import type { Database } from '@/server/db/client';
import { cached } from '@/server/tagged-cache';
import { buildFacetIndex, type FacetIndex } from './facet-index';

const TEN_MINUTES = 10 * 60 * 1000;

const databaseIds = new WeakMap<Database, number>();
let nextDatabaseId = 1;

/**
 * The facet index of the catalogue, built once and shared by every listing until the catalog tag
 * is invalidated; after ten minutes it is rebuilt in the background, so that stock and price changes
 * written by another process reach the listing counts.
 */
export function getFacetIndex(db: Database): Promise<FacetIndex> {
  let id = databaseIds.get(db);
  if (id === undefined) {
    id = nextDatabaseId++;
    databaseIds.set(db, id);
  }
  return cached(`facet-index:${id}`, [CACHE_TAGS.catalog], TEN_MINUTES, () => buildFacetIndex(db));
}
