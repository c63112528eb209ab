/**
 * The analytics collector under load (issue 17): POST /api/events at a fixed offered rate over 10
 * connections, as single-event requests (the worst case: a beacon per event) and as batches of 10
 * (what the tracker sends), with the consent cookie of an acceptance and 500 visitor ids. Reports
 * latency p50/p95/p99 from every answer and the collector's own time per answer (Server-Timing),
 * the events accepted per second, the answers by status and
 * the rows that reached analytics_events (a rate is held only if what was accepted was also written).
 * A baseline run of the same rate against an answer the server gives without any work (a 404 for an
 * undecodable image path) shows what the machine and the load generator add by themselves: at 50
 * connections on the 2-core machine that floor alone was p97.5 11–38 ms, so 50 would measure the
 * load generator, not the collector.
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { EVENT_EXAMPLES } from '@/lib/analytics/event-examples';
import { schemaUri, type EventName } from '@/lib/analytics/event-schemas';
import { CONSENT_COOKIE } from '@/lib/consent/consent-cookie';
import type { ShopConfig } from '@/lib/shop/shop';
import { VISITOR_COOKIE } from '@/lib/visitor-id';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { consentBanner } from '@/server/consent/consent-banner';

export interface BaselineFigures {
  requestsPerSecond: number;
  p50: number;
  p97_5: number;
  p99: number;
}

export interface CollectorFigures {
  eventsPerRequest: number;
  offeredEventsPerSecond: number;
  acceptedEventsPerSecond: number;
  storedEvents: number;
  acceptedEvents: number;
  p50: number;
  p95: number;
  p99: number;
  /** the collector's own time per answer (its Server-Timing), without queueing and transfer */
  server: { p50: number; p95: number; p99: number };
  statuses: Record<string, number>;
}

const CONNECTIONS = 10;
const NAMES: EventName[] = ['productList', 'product', 'ecom', 'searchInformation', 'webVitals'];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 100) / 100;
}

async function storedSince(db: Database, since: Date): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from analytics_events where received_at >= ${since.toISOString()}::timestamptz`,
    ),
  );
  return row?.n ?? 0;
}

async function run(
  origin: string,
  db: Database,
  shop: ShopConfig,
  eventsPerRequest: number,
  eventsPerSecond: number,
  seconds: number,
): Promise<CollectorFigures> {
  const consent = encodeURIComponent(
    JSON.stringify({
      categories: ['C0002', 'C0004'],
      revision: consentBanner(shop).revision,
      consentId: 'bench',
    }),
  );
  const bodies = Array.from({ length: 50 }, (_, i) =>
    JSON.stringify({
      events: Array.from({ length: eventsPerRequest }, (_, j) => {
        const name = NAMES[(i + j) % NAMES.length]!;
        return {
          schema: schemaUri(name),
          data: EVENT_EXAMPLES[name].valid,
          occurredAt: Date.now(),
          path: '/mode/damen-kleider',
        };
      }),
    }),
  );
  const visitors = Array.from({ length: 500 }, (_, i) => `bench${String(i).padStart(16, '0')}`);
  const latencies: number[] = [];
  const serverTimes: number[] = [];
  const since = new Date();
  let next = 0;
  let instance!: autocannon.Instance;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: origin,
        connections: 50,
        duration: seconds,
        overallRate: Math.round(eventsPerSecond / eventsPerRequest),
        requests: [
          {
            method: 'POST',
            path: '/api/events',
            onResponse: (_status, _body, _context, headers) => {
              const match = /dur=([\d.]+)/.exec(String(headers?.['server-timing'] ?? ''));
              if (match) serverTimes.push(Number(match[1]));
            },
            setupRequest: (request) => {
              const i = next++;
              return {
                ...request,
                body: bodies[i % bodies.length],
                headers: {
                  ...request.headers,
                  'content-type': 'application/json',
                  cookie: `${CONSENT_COOKIE}=${consent}; ${VISITOR_COOKIE}=${visitors[i % visitors.length]}`,
                },
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error as Error) : resolve(result)),
    );
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
    latencies.push(responseTime),
  );
  const result = await done;
  const stats =
    (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const statuses = Object.fromEntries(Object.entries(stats).map(([status, s]) => [status, s.count]));
  const acceptedEvents = (statuses['202'] ?? 0) * eventsPerRequest;
  // the collector writes every 500 ms: wait until what it accepted is in the table (or 10 s passed)
  let storedEvents = 0;
  for (let i = 0; i < 100; i++) {
    storedEvents = await storedSince(db, since);
    if (storedEvents >= acceptedEvents) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  latencies.sort((a, b) => a - b);
  serverTimes.sort((a, b) => a - b);
  return {
    eventsPerRequest,
    offeredEventsPerSecond: eventsPerSecond,
    acceptedEventsPerSecond: Math.round(acceptedEvents / seconds),
    acceptedEvents,
    storedEvents,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    server: {
      p50: percentile(serverTimes, 50),
      p95: percentile(serverTimes, 95),
      p99: percentile(serverTimes, 99),
    },
    statuses,
  };
}

/** The same load against an answer without work: what the machine and autocannon add. */
async function baseline(origin: string, seconds: number): Promise<BaselineFigures> {
  const result = await autocannon({
    url: `${origin}/image/%ZZ`,
    connections: CONNECTIONS,
    duration: seconds,
    overallRate: 1000,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
  };
}

/** 1,000 events/s for `seconds`, one event per request and then ten per request, and the baseline. */
export async function benchCollector(
  origin: string,
  db: Database,
  shop: ShopConfig,
  seconds = 30,
): Promise<{ baseline: BaselineFigures; runs: CollectorFigures[] }> {
  return {
    baseline: await baseline(origin, Math.min(seconds, 10)),
    runs: [await run(origin, db, shop, 1, 1000, seconds), await run(origin, db, shop, 10, 1000, seconds)],
  };
}
