import { databaseTargetFromEnv, openDatabase, type Database } from '@/server/db/client';
import { collectorStore } from './collector-store';
import type { EventStore } from './event-store';

const holder = globalThis as unknown as { __serverEventStore?: EventStore };

/**
 * The event store of the shop's HTTP server, which answers POST /api/events before Next.js
 * (decision 0020: a route handler cost 4–5 ms per request before any work). It writes through its
 * own two connections, so the collector never waits for the pages' pool nor they for it.
 */
export function serverEventStore(): EventStore {
  let database: Promise<Database> | null = null;
  return (holder.__serverEventStore ??= collectorStore(
    () =>
      (database ??= openDatabase({ ...databaseTargetFromEnv(), poolSize: 2 }).then((handle) => handle.db)),
  ));
}

/** Writes what the server's store holds, if it was ever used (a stopping worker, before it ends). */
export async function flushServerEventStore(): Promise<void> {
  await holder.__serverEventStore?.flush();
}
