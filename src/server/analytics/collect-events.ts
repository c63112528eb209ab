import { EVENT_BATCH_MAX_BYTES } from '@/lib/analytics/event-batch';
import { isBotUserAgent } from '@/lib/client/client-state';
import { readVisitorId } from '@/lib/visitor-id';
import { clientAddress } from '@/server/http/client-address';
import { readBodyWithin } from '@/server/http/read-body';
import { RATE_RULES, retryAfterSeconds } from '@/server/rate-limit/rate-limit';
import { ownPageShop } from '@/server/http/own-page-shop';
import { eventConsent } from './event-consent';
import type { EventStore } from './event-store';
import { parseEventBatch } from './parse-event-batch';

function answer(status: number, body: object, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

const refuse = (status: number, code: string, message: string, headers?: Record<string, string>) =>
  answer(status, { error: { code, message } }, headers);

/**
 * POST /api/events: the shop's own analytics collector (decision 0020). Takes a batch of events
 * from the shop's pages (sendBeacon or fetch keepalive), validates every event against the schema
 * it names, keeps only what the visitor's consent allows, and answers 202 before anything is
 * written; the events reach PostgreSQL within the store's interval.
 */
export async function collectEvents(store: EventStore, request: Request): Promise<Response> {
  if (request.method !== 'POST')
    return refuse(405, 'METHOD_NOT_ALLOWED', 'Events are sent with POST.', { allow: 'POST' });
  const shop = ownPageShop(request);
  if (shop === 'unknown-shop') return refuse(404, 'NOT_FOUND', 'No shop answers at this address.');
  if (shop === 'foreign')
    return refuse(403, 'FORBIDDEN', "Events are accepted only from the shop's own pages.");
  const body = await readBodyWithin(request, EVENT_BATCH_MAX_BYTES);
  if (body === 'too-large')
    return refuse(413, 'BAD_REQUEST', `A batch may have at most ${EVENT_BATCH_MAX_BYTES} bytes.`);
  const parsed = parseEventBatch(new TextDecoder().decode(body));
  if (!parsed.ok) return refuse(400, 'EVENT_INVALID', parsed.message);
  // a crawler that runs the page's scripts is no visitor: nothing of it is kept (spec S6 bots)
  if (isBotUserAgent(request.headers.get('user-agent')))
    return answer(202, { accepted: 0, dropped: parsed.events.length });
  const groups = eventConsent(shop, request.headers);
  const allowed = parsed.events.filter((event) => groups.has(event.group));
  const dropped = parsed.events.length - allowed.length;
  if (allowed.length === 0) return answer(202, { accepted: 0, dropped });
  const client = clientAddress(request.headers);
  if (!store.allows(client, allowed.length)) {
    const seconds = retryAfterSeconds(RATE_RULES.eventsPerClient);
    return refuse(429, 'TOO_MANY_REQUESTS', 'Too many events from this address; try again later.', {
      'retry-after': String(seconds),
    });
  }
  if (!store.hasRoom(allowed.length, body.byteLength))
    return refuse(503, 'SERVICE_UNAVAILABLE', 'The collector is busy; try again shortly.', {
      'retry-after': '5',
    });
  store.add(
    allowed,
    {
      shopCode: shop.code,
      visitorId: readVisitorId(request.headers.get('cookie') ?? ''),
      client,
    },
    body.byteLength,
  );
  return answer(202, { accepted: allowed.length, dropped });
}
