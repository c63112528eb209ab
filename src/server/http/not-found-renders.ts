import { cacheRegistry } from '@/server/cache-registry';
import { contentTag } from '@/server/cache-tags';
import type { RenderedPage } from '@/server/page-cache/page-cache';

/**
 * The rendered 404 pages per shop, kept briefly (src/server/http/not-found-page.ts). On globalThis:
 * the shop's HTTP server and the app's content listener load this module separately and must share
 * the one map, so a published error page drops the stored renders at once.
 */
const holder = globalThis as unknown as {
  __shopNotFoundRenders?: Map<string, { page: Promise<RenderedPage>; until: number }>;
};

export function notFoundRenders(): Map<string, { page: Promise<RenderedPage>; until: number }> {
  holder.__shopNotFoundRenders ??= new Map();
  return holder.__shopNotFoundRenders;
}

/** Drops the stored 404 pages (an error page was published). */
export function forgetNotFoundRenders(): void {
  notFoundRenders().clear();
}

const SHOWN = new Set([contentTag('errors'), contentTag('frame')]);

cacheRegistry().set('not-found-renders', {
  invalidate: (tags) => tags.some((tag) => SHOWN.has(tag)) && forgetNotFoundRenders(),
  clear: forgetNotFoundRenders,
});
