import type { DatabaseHandle } from '@/server/db/client';
import { logger } from '@/server/logger';
import { catalogChangeTags, contentChangeTags } from './change-tags';
import { invalidate, invalidateEverything } from './invalidate';

/** The channel the catalogue's triggers notify with a product id (migrations 0012, 0013, 0020). */
export const CATALOG_CHANNEL = 'catalog_changed';
/** The channel the CMS's triggers notify with a kind of content or an entry's route. */
export const CONTENT_CHANNEL = 'content_changed';
/** Passed to listeners when their connection was re-established (see db/client.ts). */
export const RECONNECTED = '*reconnected*';

/** Product changes arriving within this time are turned into tags together (an order touches several). */
const BATCH_MS = 50;

const holder = globalThis as unknown as { __shopChangeListener?: Promise<void> };

/**
 * Listens for catalogue and content changes committed by any node and invalidates their tags in
 * this process and the page store, within a fraction of a second. Once per process, whichever of
 * its module graphs (the shop's HTTP server, the app) asks first.
 */
export function listenForChanges(handle: DatabaseHandle): Promise<void> {
  return (holder.__shopChangeListener ??= listen(handle).catch((error: unknown) => {
    holder.__shopChangeListener = undefined;
    throw error;
  }));
}

async function listen(handle: DatabaseHandle): Promise<void> {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    timer = undefined;
    const ids = [...pending];
    pending.clear();
    try {
      const tags = await catalogChangeTags(handle.db, ids);
      invalidate(tags);
      logger.debug({ products: ids.length, tags: tags.length }, 'Catalogue change invalidated');
    } catch (error) {
      // the tags could not be read: anything may be stale
      logger.warn({ err: error, issueLevel: 'Dev' }, 'A catalogue change could not be turned into tags');
      invalidateEverything();
    }
  };
  await handle.listen(CATALOG_CHANNEL, (productId) => {
    if (productId === RECONNECTED) return invalidateEverything();
    pending.add(productId);
    timer ??= setTimeout(() => void flush(), BATCH_MS);
  });
  await handle.listen(CONTENT_CHANNEL, (change) => {
    if (change === RECONNECTED) return invalidateEverything();
    const tags = contentChangeTags(change);
    if (tags) invalidate(tags);
    logger.debug({ change, tags }, 'Content change invalidated');
  });
}
