import { cacheRegistry } from '@/server/cache-registry';
import { CdnPurger, cdnPurgeSettingsFromEnv } from '@/server/cache/cdn-purge';
import { listenForChanges } from '@/server/cache/change-listener';
import { databaseTargetFromEnv, openDatabase } from '@/server/db/client';
import { logger } from '@/server/logger';
import { pageCache, pageStore } from './page-cache-instance';

/** How often each process keeps the page store within PAGE_STORE_MAX_PAGES (any may: it is idempotent). */
const TRIM_INTERVAL_MS = 5 * 60_000;

/**
 * Started by the shop's HTTP server: listens for changes from any node at once (not only once the
 * app first opens its database), so that pages this worker answers from memory or the store are
 * dropped by their tags even before it renders one; and trims the store now and then.
 */
export async function keepPageStore(): Promise<void> {
  if (!process.env.DATABASE_URL?.trim()) return;
  // registered before the first change arrives: its invalidations delete from the store even while
  // this worker has answered nothing yet (a warm store after a restart)
  pageCache();
  // a cache in front of the shop is one more cache the changes reach (decision 0037)
  const purge = cdnPurgeSettingsFromEnv();
  if (purge && !cacheRegistry().has('cdn')) {
    const purger = new CdnPurger(purge);
    cacheRegistry().set('cdn', purger);
    // this process may serve a new build: the copies in front name the old one's script chunks
    void purger.purgeEverythingOnStart();
  }
  const handle = await openDatabase({ ...databaseTargetFromEnv(), poolSize: 2 });
  await listenForChanges(handle);
  const store = pageStore();
  if (!store) return;
  const trim = () =>
    store
      .trim()
      .then((dropped) => dropped > 0 && logger.info({ dropped }, 'Page store trimmed to its size'))
      .catch((error: unknown) =>
        logger.warn({ err: error, issueLevel: 'Dev' }, 'Trimming the page store failed'),
      );
  setInterval(trim, TRIM_INTERVAL_MS).unref();
}
