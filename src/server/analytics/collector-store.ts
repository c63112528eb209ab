import type { Database } from '@/server/db/client';
import { RATE_RULES } from '@/server/rate-limit/rate-limit';
import { EventStore } from './event-store';

/**
 * An event store with the collector's settings: written every ANALYTICS_FLUSH_MS (500 ms), at most
 * 20,000 events (16 MB) waiting, the per-client event limit. A stopping worker writes the server's
 * store before it ends (scripts/serve-worker.ts); the listener here starts the route's store's
 * write as well where a SIGTERM handler exists (never under `next dev`, whose exit it would hold).
 */
export function collectorStore(database: () => Promise<Database>): EventStore {
  const store = new EventStore(database, {
    flushMs: Number(process.env.ANALYTICS_FLUSH_MS) || 500,
    maxBuffered: 20_000,
    rule: RATE_RULES.eventsPerClient,
  });
  if (process.listenerCount('SIGTERM') > 0) process.once('SIGTERM', () => void store.flush());
  return store;
}
