import type { Database } from '@/server/db/client';
import { RATE_RULES } from '@/server/rate-limit/rate-limit';
import { EventStore } from './event-store';

/**
 * An event store with the collector's settings: written every ANALYTICS_FLUSH_MS (500 ms), at most
 * 20,000 events waiting, the per-client event limit. A stopping worker (scripts/serve-worker.ts ends
 * on SIGTERM) writes what it holds first; where nobody handles SIGTERM (`next dev`), a listener here
 * would keep the process from ending, so none is added.
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
