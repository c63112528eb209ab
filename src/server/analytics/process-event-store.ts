import { getDb } from '@/server/db';
import { collectorStore } from './collector-store';
import type { EventStore } from './event-store';

const holder = globalThis as unknown as { __eventStore?: EventStore };

/** The Next.js route's event store, one per process (`next dev`; production answers in the shop's server). */
export function processEventStore(): EventStore {
  return (holder.__eventStore ??= collectorStore(getDb));
}
