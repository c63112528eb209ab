import 'server-only';
import type { CacheTag } from './cache-tags';
import { cacheRegistry, type TagInvalidatable } from './cache-registry';

interface Entry {
  value: Promise<unknown>;
  tags: readonly CacheTag[];
  expires: number;
  refreshing?: boolean;
}

/**
 * An in-process cache of non-personalised data, invalidated by tag. It is only a cache: every value
 * can be rebuilt from PostgreSQL, so N server processes each hold their own copy (ARCHITECTURE: scale).
 * A failed load is not kept, so the next request tries again; an expired value keeps answering while
 * its successor is built (stale while revalidate). Each instance has its own size limit, so many small
 * entries (products) never push out a large one (the facet index).
 */
export class TaggedCache implements TagInvalidatable {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries: number) {}

  get<T>(key: string, tags: readonly CacheTag[], ttlMs: number, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (hit) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        load().then(
          (fresh) => {
            if (this.entries.get(key) === hit) {
              this.entries.set(key, { value: Promise.resolve(fresh), tags, expires: Date.now() + ttlMs });
            }
          },
          () => {
            hit.refreshing = false;
          },
        );
      }
      return hit.value as Promise<T>;
    }
    if (this.entries.size >= this.maxEntries) this.evict(now);
    const value = load();
    this.entries.set(key, { value, tags, expires: now + ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** The fresh value of a key, without loading; undefined when absent or expired. */
  peek<T>(key: string): Promise<T> | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > Date.now() ? (hit.value as Promise<T>) : undefined;
  }

  /** Drops the entries whose key matches (one product's answers after its stock changed). */
  forget(matches: (key: string) => boolean): void {
    for (const key of this.entries.keys()) if (matches(key)) this.entries.delete(key);
  }

  invalidate(tags: readonly CacheTag[]): void {
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((t) => tags.includes(t))) this.entries.delete(key);
    }
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    if (this.entries.size < this.maxEntries) return;
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}

const caches = cacheRegistry();

/** The process's cache of that name, shared by every route bundle. */
export function namedCache(name: string, maxEntries: number): TaggedCache {
  // each bundle has its own copy of the class, so the first bundle's instance is used by all
  let cache = caches.get(name) as TaggedCache | undefined;
  if (!cache) {
    cache = new TaggedCache(maxEntries);
    caches.set(name, cache);
  }
  return cache;
}

const indexes = namedCache('indexes', 16);
const answers = namedCache('answers', 5_000);

/** Large shared structures (facet index, suggestion index): a handful of entries. */
export function cachedIndex<T>(
  key: string,
  tags: readonly CacheTag[],
  ttlMs: number,
  load: () => Promise<T>,
) {
  return indexes.get(key, tags, ttlMs, load);
}

/** Small answers (search results, suggestions, products): many entries, the oldest go first. */
export function cached<T>(key: string, tags: readonly CacheTag[], ttlMs: number, load: () => Promise<T>) {
  return answers.get(key, tags, ttlMs, load);
}

/** A fresh small answer of a key if there is one, without loading it. */
export function peekCached<T>(key: string): Promise<T> | undefined {
  return answers.peek<T>(key);
}

/** Drops the small answers whose key matches. */
export function forgetCached(matches: (key: string) => boolean): void {
  answers.forget(matches);
}

/** Drops every cached value that carries one of the tags, in every cache. */
export function invalidateTags(...tags: CacheTag[]): void {
  for (const cache of caches.values()) cache.invalidate(tags);
}
