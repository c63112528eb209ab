import { getDb } from '@/server/db';
import { RATE_RULES } from '@/server/rate-limit/rate-limit';
import { EventStore } from './event-store';

const holder = globalThis as unknown as { __eventStore?: EventStore };

/** The process's one event store (Next.js may evaluate this module once per route bundle). */
export function processEventStore(): EventStore {
  if (!holder.__eventStore) {
    const store = new EventStore(getDb, {
      flushMs: Number(process.env.ANALYTICS_FLUSH_MS) || 500,
      maxBuffered: 20_000,
      rule: RATE_RULES.eventsPerClient,
    });
    // a stopping worker (scripts/serve-worker.ts ends on SIGTERM) writes what it holds first; where
    // nobody handles SIGTERM (`next dev`), a listener here would keep the process from ending
    if (process.listenerCount('SIGTERM') > 0) process.once('SIGTERM', () => void store.flush());
    holder.__eventStore = store;
  }
  return holder.__eventStore;
}
