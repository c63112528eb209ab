import 'server-only';
import type { CacheTag } from './cache-tags';

interface Entry {
  value: Promise<unknown>;
  tags: readonly CacheTag[];
  expires: number;
  refreshing?: boolean;
}

/**
 * An in-process cache of non-personalised data, invalidated by tag. It is only a cache: every value
 * can be rebuilt from PostgreSQL, so N server processes each hold their own copy (ARCHITECTURE: scale).
 * A failed load is not kept, so the next request tries again.
 */
const holder = globalThis as unknown as { __shopTaggedCache?: Map<string, Entry> };
const entries = (holder.__shopTaggedCache ??= new Map<string, Entry>());

const MAX_ENTRIES = 5_000;

export function cached<T>(
  key: string,
  tags: readonly CacheTag[],
  ttlMs: number,
  load: () => Promise<T>,
): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (hit && !hit.refreshing) {
    // stale while revalidate: shoppers keep the old value while the new one is built
    hit.refreshing = true;
    load().then(
      (fresh) => {
        if (entries.get(key) === hit)
          entries.set(key, { value: Promise.resolve(fresh), tags, expires: Date.now() + ttlMs });
      },
      () => {
        hit.refreshing = false;
      },
    );
  }
  if (hit) return hit.value as Promise<T>;
  if (entries.size >= MAX_ENTRIES) evictExpiredOrOldest(now);
  const value = load();
  entries.set(key, { value, tags, expires: now + ttlMs });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/** Drops every cached value that carries one of the tags. */
export function invalidateTags(...tags: CacheTag[]): void {
  for (const [key, entry] of entries) {
    if (entry.tags.some((t) => tags.includes(t))) entries.delete(key);
  }
}

function evictExpiredOrOldest(now: number): void {
  for (const [key, entry] of entries) if (entry.expires <= now) entries.delete(key);
  if (entries.size < MAX_ENTRIES) return;
  const oldest = entries.keys().next();
  if (!oldest.done) entries.delete(oldest.value);
}
