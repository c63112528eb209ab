import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_EXAMPLES } from '@/lib/analytics/event-examples';
import { schemaUri, type EventName } from '@/lib/analytics/event-schemas';
import { CONSENT_COOKIE } from '@/lib/consent/consent-cookie';
import { shopByCode } from '@/lib/shop/shops';
import { VISITOR_COOKIE } from '@/lib/visitor-id';
import { collectEvents } from '@/server/analytics/collect-events';
import { EventStore } from '@/server/analytics/event-store';
import { consentBanner } from '@/server/consent/consent-banner';
import { clientHeaders } from '../support/client-headers';
import { testDatabases } from '../support/test-databases';

type Rows<T> = { rows: T[] };
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers in tests

const VISITOR = 'Evtvisitor_0123456789';
const shop = shopByCode('lindgard-at')!;

/** The consent cookie as the consent manager writes it, on the shop's current banner version. */
function consentCookie(groups: string[], revision = consentBanner(shop).revision): string {
  const value = encodeURIComponent(JSON.stringify({ categories: groups, revision, consentId: 'c-1' }));
  return `${CONSENT_COOKIE}=${value}`;
}

const event = (name: EventName, data: object = EVENT_EXAMPLES[name].valid) => ({
  schema: schemaUri(name),
  data,
  occurredAt: Date.now(),
  path: '/mode/damen-kleider?page=2',
});

describe.each(testDatabases())('analytics collector on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let store: EventStore;
  const exec = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as Rows<T>).rows;
  const stored = () => exec<Json>(sql`select * from analytics_events order by occurred_at, event`);
  const newStore = (limit = 1000) =>
    new EventStore(async () => handle.db, {
      flushMs: 60_000,
      maxBuffered: 100,
      rule: { name: 'events-client-test', limit, windowSeconds: 3600 },
    });

  const send = async (
    body: unknown,
    options: { cookie?: string; origin?: string; client?: string; host?: string; via?: EventStore } = {},
  ) => {
    const res = await collectEvents(
      options.via ?? store,
      new Request(`http://${options.host ?? 'lindgard-at.localhost:3000'}/api/events`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: options.origin ?? 'http://lindgard-at.localhost:3000',
          cookie: options.cookie ?? `${consentCookie(['C0002', 'C0004'])}; ${VISITOR_COOKIE}=${VISITOR}`,
          ...clientHeaders(options.client ?? '10.7.0.1'),
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
    return { status: res.status, body: (await res.json()) as Json };
  };

  beforeAll(async () => {
    handle = await target.open();
  });
  beforeEach(async () => {
    store = newStore();
    await exec(sql`delete from analytics_events`);
    await exec(sql`delete from tracking_opt_outs`);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('stores valid events with their shop, visitor, page and schema version after the write interval', async () => {
    const answer = await send({ events: [event('productList'), event('ecom')] });
    expect(answer).toEqual({ status: 202, body: { accepted: 2, dropped: 0 } });
    expect(await stored()).toEqual([]);
    await store.flush();
    const rows = await stored();
    expect(rows.map((r) => [r.shop_code, r.event, r.version, r.visitor_id, r.page_type, r.path])).toEqual(
      expect.arrayContaining([
        ['lindgard-at', 'productList', '1-0-0', VISITOR, 'productListingPage', '/mode/damen-kleider'],
        ['lindgard-at', 'ecom', '1-0-0', VISITOR, 'productListingPage', '/mode/damen-kleider'],
      ]),
    );
    expect(rows.find((r) => r.event === 'productList')!.data).toEqual(EVENT_EXAMPLES.productList.valid);
  });

  it('refuses a batch with one invalid event, naming the event and the field, and stores nothing', async () => {
    const answer = await send({
      events: [event('ecom'), event('ecom', EVENT_EXAMPLES.ecom.invalid as object)],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('EVENT_INVALID');
    expect(answer.body.error.message).toMatch(/^events\[1\]\.data \(ecom\)\.products: /);
    const unknown = await send({
      events: [{ ...event('ecom'), schema: 'iglu:shop.analytics/ecom/jsonschema/9-0-0' }],
    });
    expect(unknown.body.error.message).toBe(
      'events[0].schema: unknown event schema "iglu:shop.analytics/ecom/jsonschema/9-0-0"',
    );
    expect((await send('{"events": [')).body.error.message).toBe(
      'The body must be a JSON object {"events": [...]}.',
    );
    expect((await send({ events: [] })).status).toBe(400);
    expect(
      (await send({ events: [{ ...event('ecom'), occurredAt: Date.now() - 3 * 86_400_000 }] })).status,
    ).toBe(400);
    // texts PostgreSQL cannot store would fail the write of everyone's events: refused here
    for (const bad of [
      { ...event('ecom'), path: '/mode\u0000' },
      event('feature', { name: 'filter\ud800', action: 'open' }),
    ]) {
      const refused = await send({ events: [bad] });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(
        'Texts may not contain control characters or unpaired surrogates.',
      );
    }
    await store.flush();
    expect(await stored()).toEqual([]);
  });

  it('refuses new events while the data it holds reaches its byte budget', async () => {
    const batch = { events: [event('productList')] };
    // room for one such request, not for two
    const small = new EventStore(async () => handle.db, {
      flushMs: 60_000,
      maxBuffered: 100,
      maxBufferedBytes: Buffer.byteLength(JSON.stringify(batch)) + 10,
      rule: { name: 'events-client-bytes', limit: 1000, windowSeconds: 3600 },
    });
    expect((await send(batch, { via: small })).status).toBe(202);
    const full = await send(batch, { via: small });
    expect(full.status).toBe(503);
    expect(full.body.error.code).toBe('SERVICE_UNAVAILABLE');
    // a write frees the budget
    await small.flush();
    expect((await send(batch, { via: small })).status).toBe(202);
  });

  it('keeps only what the consent cookie allows: nothing without a choice, on an old banner or after a withdrawal', async () => {
    const batch = { events: [event('productList'), event('marketing')] };
    expect((await send(batch, { cookie: `${VISITOR_COOKIE}=${VISITOR}` })).body).toEqual({
      accepted: 0,
      dropped: 2,
    });
    const stale = consentCookie(['C0002', 'C0004'], consentBanner(shop).revision + 1);
    expect((await send(batch, { cookie: stale })).body).toEqual({ accepted: 0, dropped: 2 });
    expect((await send(batch, { cookie: consentCookie([]) })).body).toEqual({ accepted: 0, dropped: 2 });
    // performance without targeting: the listing counts, the attribution does not
    expect((await send(batch, { cookie: consentCookie(['C0002']) })).body).toEqual({
      accepted: 1,
      dropped: 1,
    });
    await store.flush();
    expect((await stored()).map((r) => r.event)).toEqual(['productList']);
  });

  it('leaves out the events of a visitor who objected on /optout', async () => {
    await exec(sql`insert into tracking_opt_outs (shop_code, provider, visitor_id)
      values ('lindgard-at', 'analytics', ${VISITOR})`);
    await send({ events: [event('productList'), event('recommendation')] });
    await send(
      { events: [event('productList')] },
      { cookie: `${consentCookie(['C0002'])}; ${VISITOR_COOKIE}=Other_visitor_1234567` },
    );
    await store.flush();
    // the recommendation events fall under the recommendations objection, which this visitor did not make
    expect((await stored()).map((r) => [r.event, r.visitor_id])).toEqual(
      expect.arrayContaining([
        ['recommendation', VISITOR],
        ['productList', 'Other_visitor_1234567'],
      ]),
    );
    expect(await stored()).toHaveLength(2);
  });

  it('accepts events only from the shop’s own pages and known shops', async () => {
    const foreign = await send({ events: [event('ecom')] }, { origin: 'https://evil.example' });
    expect(foreign).toEqual({
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: "Events are accepted only from the shop's own pages." } },
    });
    // another shop of the family is another origin
    expect(
      (await send({ events: [event('ecom')] }, { origin: 'http://lindgard-chfr.localhost:3000' })).status,
    ).toBe(403);
    expect((await send({ events: [event('ecom')] }, { host: 'nosuchshop.localhost:3000' })).status).toBe(404);
    const get = await collectEvents(store, new Request('http://lindgard-at.localhost:3000/api/events'));
    expect(get.status).toBe(405);
    const large = await send({
      events: [event('ecom', { ...EVENT_EXAMPLES.ecom.valid, pad: 'x'.repeat(40_000) })],
    });
    expect(large.status).toBe(413);
  });

  it('limits the events of one client address across nodes, counted in PostgreSQL', async () => {
    const nodeA = newStore(5);
    const nodeB = newStore(5);
    expect(
      (await send({ events: [event('ecom'), event('ecom'), event('ecom'), event('ecom')] }, { via: nodeA }))
        .status,
    ).toBe(202);
    // this node knows its own count at once
    const over = await send({ events: [event('ecom'), event('ecom')] }, { via: nodeA });
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('TOO_MANY_REQUESTS');
    await nodeA.flush();
    // the other node learns the shared count with its next write
    expect((await send({ events: [event('ecom')] }, { via: nodeB })).status).toBe(202);
    await nodeB.flush();
    expect((await send({ events: [event('ecom')] }, { via: nodeB })).status).toBe(429);
    // another address is not affected
    expect((await send({ events: [event('ecom')] }, { via: nodeB, client: '10.7.0.2' })).status).toBe(202);
  });
});
