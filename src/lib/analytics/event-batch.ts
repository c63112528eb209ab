/** What the browser sends the collector: at most this many events per request … */
export const EVENT_BATCH_MAX = 50;
/** … in at most this many bytes (sendBeacon's budget is 64 KB for all beacons in flight). */
export const EVENT_BATCH_MAX_BYTES = 32 * 1024;
/** The collector's path (the shop's own origin; no third party sees an event). */
export const COLLECTOR_PATH = '/api/events';

/** One event as it travels to the collector. */
export interface EventEnvelope {
  schema: string;
  data: object;
  occurredAt: number;
  path: string;
}
