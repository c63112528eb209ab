import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cacheRegistry } from '@/server/cache-registry';
import { databaseTargetFromEnv, openDatabase, type Database } from '@/server/db/client';
import { PageCache } from './page-cache';
import { PageStore } from './page-store';
import { sharedPages } from './shared-page-store';

function positiveNumber(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw && Number.isFinite(value) && value > 0 ? value : fallback;
}

const holder = globalThis as unknown as { __shopPageStore?: PageStore };

/** The id of the build this process serves (its stored pages name that build's chunks); '' without one. */
function buildId(): string {
  try {
    return readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * The page store of this process (null without a database): its own three connections, so a
 * page read never waits behind the app's queries.
 */
export function pageStore(): PageStore | null {
  if (holder.__shopPageStore) return holder.__shopPageStore;
  if (!process.env.DATABASE_URL?.trim() || process.env.PAGE_STORE?.trim().toLowerCase() === 'off')
    return null;
  let database: Promise<Database> | null = null;
  const db = () => (database ??= openDatabase({ ...databaseTargetFromEnv(), poolSize: 3 }).then((h) => h.db));
  holder.__shopPageStore = new PageStore(db, {
    maxPages: positiveNumber(process.env.PAGE_STORE_MAX_PAGES, 50_000),
  });
  return holder.__shopPageStore;
}

/**
 * The process's page cache (one per worker, in the registry every bundle shares), in front of the
 * page store all workers and nodes share; null when PAGE_CACHE=off or in development.
 */
export function pageCache(): PageCache | null {
  const setting = process.env.PAGE_CACHE?.trim().toLowerCase();
  if (setting === 'off' || (process.env.NODE_ENV === 'development' && setting !== 'on')) return null;
  const registry = cacheRegistry();
  let cache = registry.get('pages') as PageCache | undefined;
  if (!cache) {
    const store = pageStore();
    // validated by `npm start` (scripts/env.ts); defaults for anything else
    cache = new PageCache({
      ttlMs: positiveNumber(process.env.PAGE_CACHE_TTL_SECONDS, 3600) * 1000,
      maxBytes: positiveNumber(process.env.PAGE_CACHE_MB, 24) * 1024 * 1024,
      shared: store ? sharedPages(store, buildId()) : undefined,
    });
    registry.set('pages', cache);
  }
  return cache;
}
