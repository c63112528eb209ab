import 'server-only';
import { cacheRegistry } from '@/server/cache-registry';
import { CACHE_TAGS, type CacheTag } from '@/server/cache-tags';
import type { Database } from '@/server/db/client';
import { databaseKey } from '@/server/db/database-key';
import { assembleFacetIndex, loadFacetSource, type FacetIndex, type FacetSource } from './facet-index';
import { patchFacetIndex } from './patch-facet-index';

/** Rebuilt from scratch at least this often, whatever was patched meanwhile (a safety net). */
const REBUILD_MS = 10 * 60 * 1000;
const STYLE = 'style:';

interface State {
  source: FacetSource | null;
  index: FacetIndex | null;
  builtAt: number;
  /** styles changed since the index was laid out: patched before the next listing reads it */
  changed: Set<string>;
  /** the whole catalogue changed (or anything may have): built from scratch */
  stale: boolean;
  /** the load callers join; null once a change made it outdated */
  loading: Promise<FacetIndex> | null;
  /** the latest load, joined or not: loads run one after the other, so an older never lands last */
  running: Promise<unknown> | null;
}

/**
 * The facet index of the catalogue, shared by every listing of the process. Built from PostgreSQL
 * once (about 0.6 s at 10k styles); after that a stock or price change (the styles' tags, from any
 * node) re-reads only the changed styles and patches what they touch before the next listing reads
 * it (patch-facet-index.ts; laid out anew in memory when a patch cannot say), instead of rebuilding
 * from the database for every change: at one change a second that cost each worker more than a
 * core (issue 50). The catalogue tag builds it anew.
 */
class FacetIndexCache {
  private readonly states = new Map<number, State>();

  get(db: Database): Promise<FacetIndex> {
    const key = databaseKey(db);
    let state = this.states.get(key);
    if (!state) {
      state = {
        source: null,
        index: null,
        builtAt: 0,
        changed: new Set(),
        stale: true,
        loading: null,
        running: null,
      };
      this.states.set(key, state);
    }
    const current = state;
    if (current.loading) return current.loading;
    if (
      current.index &&
      !current.stale &&
      current.changed.size === 0 &&
      Date.now() - current.builtAt < REBUILD_MS
    )
      return Promise.resolve(current.index);
    const after = current.running ? current.running.catch(() => undefined) : Promise.resolve();
    const loading = after
      .then(() => this.load(db, current))
      .finally(() => {
        if (current.loading === loading) current.loading = null;
      });
    current.loading = loading;
    current.running = loading;
    return loading;
  }

  private async load(db: Database, state: State): Promise<FacetIndex> {
    const full = state.stale || !state.source || Date.now() - state.builtAt >= REBUILD_MS;
    const changed = [...state.changed];
    state.changed.clear();
    state.stale = false;
    try {
      if (full) {
        state.source = await loadFacetSource(db);
        state.builtAt = Date.now();
        state.index = assembleFacetIndex(state.source);
        return state.index;
      }
      const source = state.source!;
      const fresh = await loadFacetSource(db, changed);
      // most changes touch a few styles' prices and sizes: patched; anything else is laid out anew
      const patched = state.index ? patchFacetIndex(state.index, source, fresh, changed) : null;
      for (const masterKey of changed) {
        const style = fresh.get(masterKey);
        if (style) source.set(masterKey, style);
        else source.delete(masterKey);
      }
      // a change that arrived while this loaded is patched by the next read
      state.index = patched ?? assembleFacetIndex(source);
      return state.index;
    } catch (error) {
      // read again next time, whole
      state.stale = true;
      throw error;
    }
  }

  invalidate(tags: readonly CacheTag[]): void {
    const everything = tags.includes(CACHE_TAGS.catalog);
    for (const state of this.states.values()) {
      if (everything) state.stale = true;
      for (const tag of tags) if (tag.startsWith(STYLE)) state.changed.add(tag.slice(STYLE.length));
      // a load under way read the old rows: the next read loads again (the callers waiting for
      // this one get its index, as a render already under way would)
      if (everything || state.changed.size > 0) state.loading = null;
    }
  }

  clear(): void {
    this.states.clear();
  }
}

function facetIndexCache(): FacetIndexCache {
  const registry = cacheRegistry();
  let cache = registry.get('facet-index') as FacetIndexCache | undefined;
  if (!cache) registry.set('facet-index', (cache = new FacetIndexCache()));
  return cache;
}

/** The catalogue's facet index, current with every change the listener has passed on. */
export function getFacetIndex(db: Database): Promise<FacetIndex> {
  return facetIndexCache().get(db);
}
