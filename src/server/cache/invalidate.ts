import { cacheRegistry } from '@/server/cache-registry';
import { CACHE_TAGS, type CacheTag } from '@/server/cache-tags';

/**
 * Drops whatever carries one of the tags from every cache of this process (loader answers,
 * indexes, tiles, pages) and from the page store every worker and node shares. Each node calls it
 * for every change its listener receives (change-listener.ts), so one change reaches all of them.
 */
export function invalidate(tags: readonly CacheTag[]): void {
  if (tags.length === 0) return;
  for (const cache of cacheRegistry().values()) cache.invalidate(tags);
}

/**
 * Forgets everything this process cached, and the stored pages (every page carries the catalogue
 * and content tags): notifications were lost while the listening connection was down.
 */
export function invalidateEverything(): void {
  for (const cache of cacheRegistry().values()) cache.clear();
  invalidate([CACHE_TAGS.catalog, CACHE_TAGS.content]);
}
