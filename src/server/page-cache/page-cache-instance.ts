import { cacheRegistry } from '@/server/cache-registry';
import { PageCache } from './page-cache';

function positiveNumber(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw && Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * The process's page cache (one per worker, on globalThis: the shop's HTTP server and the proxy
 * bundle share it), or null when PAGE_CACHE=off or in development.
 */
export function pageCache(): PageCache | null {
  const setting = process.env.PAGE_CACHE?.trim().toLowerCase();
  if (setting === 'off' || (process.env.NODE_ENV === 'development' && setting !== 'on')) return null;
  const registry = cacheRegistry();
  let cache = registry.get('pages') as PageCache | undefined;
  if (!cache) {
    // validated by `npm start` (scripts/env.ts); defaults for anything else
    cache = new PageCache({
      ttlMs: positiveNumber(process.env.PAGE_CACHE_TTL_SECONDS, 60) * 1000,
      maxBytes: positiveNumber(process.env.PAGE_CACHE_MB, 24) * 1024 * 1024,
    });
    registry.set('pages', cache);
  }
  return cache;
}
