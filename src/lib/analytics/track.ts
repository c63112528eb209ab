import type { ConsentGroup } from '@/lib/consent/consent-groups';
import { ensureVisitorId } from '@/lib/visitor-id';
import { COLLECTOR_PATH, EVENT_BATCH_MAX, EVENT_BATCH_MAX_BYTES, type EventEnvelope } from './event-batch';
import { EVENT_CATALOGUE, schemaUri, type EventName } from './event-catalogue';
import type { EventData } from './event-schemas';

/**
 * The browser's tracker (decision 0020): an event is pushed to `window.dataLayer` for a tag manager
 * and sent to the shop's own collector, both only when the visitor's consent covers its group.
 * Events wait in memory until the consent provider has read the visitor's choice; a visitor who has
 * not chosen yet keeps them until the choice (at most a page's worth), a refusal drops them. Sent
 * in batches: a second after the last event, at 20 events, and when the page is hidden (sendBeacon).
 */
interface Tracked {
  name: EventName;
  envelope: EventEnvelope;
}

const FLUSH_DELAY_MS = 1000;
const encoder = new TextEncoder();
const FLUSH_AT = 20;
const UNDECIDED_MAX = 50;

let consent: ReadonlySet<ConsentGroup> | null = null;
let decided = false;
let undecided: Tracked[] = [];
let queue: Tracked[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;
let off = false;

/** Turns tracking off for this page load (a crawler: spec S6, no tracking for bots). */
export function disableTracking(): void {
  off = true;
  undecided = [];
  queue = [];
}

/** Called by the consent provider with the visitor's groups and whether the visitor has chosen. */
export function setTrackingConsent(groups: ReadonlySet<ConsentGroup>, hasChosen: boolean): void {
  consent = groups;
  decided = hasChosen;
  // a withdrawal also takes back what is queued and not yet sent
  queue = queue.filter((event) => groups.has(EVENT_CATALOGUE[event.name].group));
  const waiting = undecided;
  undecided = [];
  for (const event of waiting) route(event);
}

/** `path`: the page the event belongs to, when it is sent after leaving it (default: the current one). */
export function track<N extends EventName>(name: N, data: EventData<N>, path?: string): void {
  if (typeof window === 'undefined' || off) return;
  const envelope: EventEnvelope = {
    schema: schemaUri(name),
    data,
    occurredAt: Date.now(),
    path: path ?? window.location.pathname,
  };
  if (process.env.NODE_ENV !== 'production') void checkInDevelopment(name, data);
  route({ name, envelope });
}

function route(event: Tracked): void {
  if (consent === null || (!decided && !consent.has(EVENT_CATALOGUE[event.name].group))) {
    if (undecided.length < UNDECIDED_MAX) undecided.push(event);
    return;
  }
  if (!consent.has(EVENT_CATALOGUE[event.name].group)) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: event.name, [event.name]: event.envelope.data });
  queue.push(event);
  listen();
  if (queue.length >= FLUSH_AT) flush();
  else timer ??= setTimeout(flush, FLUSH_DELAY_MS);
}

function listen(): void {
  if (listening) return;
  listening = true;
  // the last chance to send: a hidden page may never be shown again
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}

/** Sends what is queued, in batches within the collector's limits. */
export function flush(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (queue.length === 0) return;
  ensureVisitorId();
  const events = queue;
  queue = [];
  let batch: EventEnvelope[] = [];
  let bytes = 20;
  const send = () => {
    if (batch.length === 0) return;
    const body = JSON.stringify({ events: batch });
    const blob = new Blob([body], { type: 'application/json' });
    if (!navigator.sendBeacon?.(COLLECTOR_PATH, blob))
      void fetch(COLLECTOR_PATH, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'content-type': 'application/json' },
      }).catch(() => undefined);
    batch = [];
    bytes = 20;
  };
  for (const { envelope: event } of events) {
    // the collector's limit is in UTF-8 bytes (Czech, Slovak or German texts are longer than their length)
    const size = encoder.encode(JSON.stringify(event)).length + 1;
    if (size > EVENT_BATCH_MAX_BYTES - 20) continue;
    if (batch.length === EVENT_BATCH_MAX || bytes + size > EVENT_BATCH_MAX_BYTES) send();
    batch.push(event);
    bytes += size;
  }
  send();
}

/** In development an event that its schema refuses is reported at once, where it was tracked. */
async function checkInDevelopment(name: EventName, data: unknown): Promise<void> {
  const { EVENT_SCHEMAS } = await import('./event-schemas');
  const result = EVENT_SCHEMAS[name].safeParse(data);
  if (!result.success)
    console.error(`Analytics event ${name} does not match its schema`, result.error.issues);
}
