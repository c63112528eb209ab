import type { CacheTag } from './cache-tags';

/** Anything that holds cached values under tags. */
export interface TagInvalidatable {
  /** drops what carries one of the tags */
  invalidate(tags: readonly CacheTag[]): void;
  /** drops everything this process holds */
  clear(): void;
}

/**
 * Every cache of the process, kept on globalThis so that route bundles and the proxy (each a bundle
 * of its own) share them, and one invalidation reaches all of them.
 */
const holder = globalThis as unknown as { __shopCaches?: Map<string, TagInvalidatable> };

export function cacheRegistry(): Map<string, TagInvalidatable> {
  return (holder.__shopCaches ??= new Map<string, TagInvalidatable>());
}
