import 'server-only';
import { NO_STORE, type CacheTag } from './cache-tags';
import { cacheRegistry, type TagInvalidatable } from './cache-registry';
import { collectTags, declareTags } from './cache/render-tags';
import { estimateBytes } from './estimate-bytes';

/**
 * A cached value, or the load still under way. Loaded values are kept as plain values, never as
 * the promise the load returned: a promise made during a request carries that request's async
 * context (Node's AsyncLocalStorage store: request, response, the render's caches), and a cache that
 * kept such promises kept every request that ever filled it alive (issue 21, heap snapshot).
 */
interface Entry {
  value: { loaded: true; value: unknown } | { loaded: false; pending: Promise<unknown> };
  /** null while a load whose tags follow from its value is under way */
  tags: readonly CacheTag[] | null;
  expires: number;
  refreshing?: boolean;
  /** estimated memory of the loaded value (0 until it is loaded) */
  bytes: number;
}

export interface CacheLimits {
  maxEntries: number;
  /** memory budget of the loaded values (estimated); unlimited when absent */
  maxBytes?: number;
  /**
   * whether a render that reads an entry shows what its tags name (render-tags.ts): true for
   * answers; false for indexes over the whole catalogue, whose every change would otherwise drop
   * every page that used one
   */
  declares?: boolean;
}

/** An entry's tags: fixed, or following from the loaded value (the styles a search found). */
export type TagsOf<T> = readonly CacheTag[] | ((value: T) => readonly CacheTag[]);

/**
 * An in-process cache of non-personalised data, invalidated by tag. It is only a cache: every value
 * can be rebuilt from PostgreSQL, so N server processes each hold their own copy (ARCHITECTURE: scale).
 * A failed load is not kept, so the next request tries again; an expired value keeps answering while
 * its successor is built (stale while revalidate). Each instance has its own size limit, so many small
 * entries (products) never push out a large one (the facet index).
 */
export class TaggedCache implements TagInvalidatable {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly limits: CacheLimits) {}

  /** entries and estimated bytes held */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get<T>(key: string, tags: TagsOf<T>, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return this.answer(hit) as Promise<T>;
    const tagsFor = (value: T) => (typeof tags === 'function' ? tags(value) : tags);
    if (hit) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        collectTags(load).then(
          ({ value: fresh, tags: inner }) => {
            if (this.entries.get(key) === hit && !inner.has(NO_STORE)) {
              const entry: Entry = {
                value: { loaded: true, value: fresh },
                tags: [...tagsFor(fresh), ...inner],
                expires: Date.now() + ttlMs,
                bytes: 0,
              };
              this.remove(key);
              this.entries.set(key, entry);
              this.account(entry, fresh);
            }
          },
          () => {
            hit.refreshing = false;
          },
        );
      }
      return this.answer(hit) as Promise<T>;
    }
    if (this.entries.size >= this.limits.maxEntries) this.evict(now);
    // what the load reads through other caches (or declares) is what the entry shows too
    const value = collectTags(load);
    const entry: Entry = {
      value: { loaded: false, pending: value },
      tags: typeof tags === 'function' ? null : tags,
      expires: now + ttlMs,
      bytes: 0,
    };
    this.entries.set(key, entry);
    const settled = value.then(
      ({ value: loaded, tags: inner }) => {
        entry.tags = [...tagsFor(loaded), ...inner];
        // a load that could not read everything (the CMS was down) answers, but is not kept
        if (inner.has(NO_STORE)) this.remove(key);
        else if (this.entries.get(key) === entry) {
          entry.value = { loaded: true, value: loaded };
          this.account(entry, loaded);
        }
        if (this.limits.declares !== false) declareTags(entry.tags);
        return loaded;
      },
      (error: unknown) => {
        if (this.entries.get(key) === entry) this.remove(key);
        throw error;
      },
    );
    entry.value = { loaded: false, pending: settled };
    return settled;
  }

  /** a promise of the entry's value for this caller, made now (in the caller's context) */
  private answer(entry: Entry): Promise<unknown> {
    if (entry.value.loaded) {
      if (this.limits.declares !== false && entry.tags) declareTags(entry.tags);
      return Promise.resolve(entry.value.value);
    }
    // declared in this caller's render once the value (and so its tags) is there
    return entry.value.pending.then((value) => {
      if (this.limits.declares !== false && entry.tags) declareTags(entry.tags);
      return value;
    });
  }

  /** counts a loaded value against the budget; the oldest entries go while it is exceeded */
  private account(entry: Entry, loaded: unknown): void {
    if (this.limits.maxBytes === undefined) return;
    entry.bytes = estimateBytes(loaded);
    this.bytes += entry.bytes;
    for (const [key, other] of this.entries) {
      if (this.bytes <= this.limits.maxBytes || other === entry) break;
      this.remove(key);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  /** The fresh value of a key, without loading; undefined when absent or expired. */
  peek<T>(key: string): Promise<T> | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > Date.now() ? (this.answer(hit) as Promise<T>) : undefined;
  }

  /** Drops the entries whose key matches (one product's answers after its stock changed). */
  forget(matches: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (matches(key)) this.remove(key);
  }

  /**
   * Drops the entries that carry one of the tags, and the loads under way whose tags are not known
   * yet (their value may show what changed): their result answers the callers waiting, unkept.
   */
  invalidate(tags: readonly CacheTag[]): void {
    const changed = new Set(tags);
    for (const [key, entry] of [...this.entries]) {
      if (entry.tags === null || entry.tags.some((t) => changed.has(t))) this.remove(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private evict(now: number): void {
    for (const [key, entry] of [...this.entries]) if (entry.expires <= now) this.remove(key);
    if (this.entries.size < this.limits.maxEntries) return;
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.remove(oldest.value);
  }
}

const caches = cacheRegistry();

/** The process's cache of that name, shared by every route bundle. */
export function namedCache(name: string, limits: CacheLimits): TaggedCache {
  // each bundle has its own copy of the class, so the first bundle's instance is used by all
  let cache = caches.get(name) as TaggedCache | undefined;
  if (!cache) {
    cache = new TaggedCache(limits);
    caches.set(name, cache);
  }
  return cache;
}

const MB = 1024 * 1024;
// the facet and suggestion indexes: a handful, each as large as the catalogue needs
const indexes = namedCache('indexes', { maxEntries: 16, declares: false });
// products, suggestions and other small answers: the budget, not the count, decides (issue 21)
const answers = namedCache('answers', { maxEntries: 20_000, maxBytes: 48 * MB });

/** Large shared structures (facet index, suggestion index): a handful of entries. */
export function cachedIndex<T>(key: string, tags: TagsOf<T>, ttlMs: number, load: () => Promise<T>) {
  return indexes.get(key, tags, ttlMs, load);
}

/** Small answers (search results, suggestions, products): many entries, the oldest go first. */
export function cached<T>(key: string, tags: TagsOf<T>, ttlMs: number, load: () => Promise<T>) {
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
