import { databaseTargetFromEnv, openDatabase, type Database } from '@/server/db/client';
import { RATE_RULES } from '@/server/rate-limit/rate-limit';
import { EventStore } from './event-store';

const holder = globalThis as unknown as { __serverEventStore?: EventStore };

/**
 * The event store of the shop's HTTP server, which answers POST /api/events before Next.js
 * (decision 0020: a route handler cost 4–5 ms per request before any work). It writes through its
 * own two connections, so the collector never waits for the pages' pool nor they for it.
 */
export function serverEventStore(): EventStore {
  if (!holder.__serverEventStore) {
    let database: Promise<Database> | null = null;
    const store = new EventStore(
      () =>
        (database ??= openDatabase({ ...databaseTargetFromEnv(), poolSize: 2 }).then((handle) => handle.db)),
      {
        flushMs: Number(process.env.ANALYTICS_FLUSH_MS) || 500,
        maxBuffered: 20_000,
        rule: RATE_RULES.eventsPerClient,
      },
    );
    // a stopping worker (scripts/serve-worker.ts ends on SIGTERM) writes what it holds first
    if (process.listenerCount('SIGTERM') > 0) process.once('SIGTERM', () => void store.flush());
    holder.__serverEventStore = store;
  }
  return holder.__serverEventStore;
}
