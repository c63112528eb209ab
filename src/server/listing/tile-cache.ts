import 'server-only';
import { LRUCache } from 'lru-cache';
import { cacheRegistry, type TagInvalidatable } from '@/server/cache-registry';
import { CACHE_TAGS, styleTag, type CacheTag } from '@/server/cache-tags';
import { declareTags } from '@/server/cache/render-tags';
import { estimateBytes } from '@/server/estimate-bytes';
import type { ProductTile } from './load-tiles';

/** As long as a listing's result is kept (get-listing.ts); a change drops its tiles at once. */
const TILE_TTL_MS = 10 * 60_000;
const MB = 1024 * 1024;

/**
 * Listing tiles by shop, preferred colour families and style: the listings of a category by every
 * sort, page and filter show the same styles again and again (issue 21: with distinct listing
 * requests, loading tiles was most of a listing's database time). Dropped whole when the catalogue
 * changes (prices, stock, availability), by the style's tag.
 */
export class TileCache implements TagInvalidatable {
  private readonly tiles = new LRUCache<string, ProductTile>({
    // about 10,000 tiles: a worker's memory is the scarcer resource (issue 21)
    max: 15_000,
    maxSize: 8 * MB,
    sizeCalculation: (tile) => Math.max(1, estimateBytes(tile)),
    ttl: TILE_TTL_MS,
  });
  /** changes with every invalidation: a load that began before one is not kept */
  private generation = 0;

  /** A stored tile; a render that shows it is dropped with its style. */
  get(key: string): ProductTile | undefined {
    const tile = this.tiles.get(key);
    if (tile) declareTags([styleTag(tile.masterKey)]);
    return tile;
  }

  /** The current generation, to pass to `keep` once the tiles of a load arrive. */
  begin(): number {
    return this.generation;
  }

  keep(generation: number, key: string, tile: ProductTile): void {
    declareTags([styleTag(tile.masterKey)]);
    if (generation === this.generation) this.tiles.set(key, tile);
  }

  /** Drops the tiles of the styles named (a stock or price change); the catalogue tag drops all. */
  invalidate(tags: readonly CacheTag[]): void {
    if (tags.includes(CACHE_TAGS.catalog)) return this.clear();
    const styles = new Set(tags.filter((tag) => tag.startsWith('style:')).map((tag) => tag.slice(6)));
    if (styles.size === 0) return;
    this.generation++;
    for (const key of [...this.tiles.keys()])
      if (styles.has(key.slice(key.lastIndexOf('|') + 1))) this.tiles.delete(key);
  }

  clear(): void {
    this.generation++;
    this.tiles.clear();
  }
}

/** The process's tile cache, shared by every route bundle (and invalidated with the others). */
export function tileCache(): TileCache {
  const registry = cacheRegistry();
  let cache = registry.get('tiles') as TileCache | undefined;
  if (!cache) registry.set('tiles', (cache = new TileCache()));
  return cache;
}

/** A tile's key: the shop (language, currency, ratings), the colour families it prefers, the style. */
export function tileKey(shopCode: string, preferFamilies: readonly string[], masterKey: string): string {
  return `${shopCode}|${preferFamilies.join(',')}|${masterKey}`;
}
