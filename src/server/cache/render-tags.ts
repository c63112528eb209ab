import { AsyncLocalStorage } from 'node:async_hooks';
import type { CacheTag } from '@/server/cache-tags';

/**
 * The tags a render touched. The page store keeps a page under the tags of everything its render
 * read through a tagged cache or declared itself, so a change drops exactly the pages that show it.
 * One instance per process on globalThis: the shop's HTTP server (which renders pages for the
 * store) and the app's route bundles (whose loaders declare tags) load this module separately.
 */
const holder = globalThis as unknown as { __shopRenderTags?: AsyncLocalStorage<Set<CacheTag>> };
const storage = (holder.__shopRenderTags ??= new AsyncLocalStorage<Set<CacheTag>>());

/** Runs `work` while collecting the tags it declares; answers its result with them. */
export async function collectTags<T>(work: () => Promise<T>): Promise<{ value: T; tags: Set<CacheTag> }> {
  const tags = new Set<CacheTag>();
  const value = await storage.run(tags, work);
  return { value, tags };
}

/** Notes tags of what the current render shows (nothing outside a collecting render). */
export function declareTags(tags: Iterable<CacheTag>): void {
  const collecting = storage.getStore();
  if (!collecting) return;
  for (const tag of tags) collecting.add(tag);
}
