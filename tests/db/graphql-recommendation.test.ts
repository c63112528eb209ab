import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import persisted from '@/graphql/generated/persisted-operations.json';
import { shopByCode } from '@/lib/shop/shops';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { seedRecoHistory } from '@/server/db/seed/seed-reco-history';
import { createShopYoga } from '@/server/graphql/yoga';
import { textArray } from '@/server/db/text-array';
import { evaluateReco, EVALUATED } from '@/server/recommendation/evaluate-reco';
import { runRecoJob } from '@/server/recommendation/schedule-reco-jobs';
import { testDatabases } from '../support/test-databases';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL answers in tests

const SESSION = 'RecoTestSession000001';
const OTHER_SESSION = 'RecoTestSession000002';
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.each(testDatabases())('recommendation service on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let yoga: ReturnType<typeof createShopYoga>;
  let outfitProduct: string;
  let plainProducts: string[];

  const post = async (
    name: keyof typeof persisted,
    variables: Json,
    headers: Record<string, string> = {},
  ) => {
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: persisted[name].query, variables }),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Json };
  };
  const gkAir = (
    params: Record<string, string>,
    outputs: string[],
    options: { consent?: boolean; sessionId?: string; serviceId?: string } = {},
  ) =>
    post('gkAir', {
      input: {
        serviceId: options.serviceId ?? 'lindgard',
        parameters: Object.entries(params).map(([name, value]) => ({ name, value })),
        outputConfig: outputs.map((outputId) => ({ outputId })),
        sessionId: options.sessionId ?? SESSION,
        trackingConsent: options.consent ?? false,
        locale: 'de-AT',
      },
      imagesInput: { count: 1 },
    });
  const ids = (answer: Json, outputId: string): string[] =>
    (answer.body.data.gkAir as Json[])
      .find((o) => o.outputId === outputId)!
      .products.map((p: Json) => p.product.id as string);
  const events = async (sessionId: string) =>
    rows<{ kind: string; product_id: string | null; category_id: string | null }>(
      await handle.db.execute(
        sql`select kind, product_id, category_id from reco_events where session_id = ${sessionId} order by id`,
      ),
    );

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 400);
    await seedRecoHistory(handle.db);
    await runRecoJob(handle.db);
    yoga = createShopYoga(async () => handle.db);
    outfitProduct = rows<{ id: string }>(
      await handle.db
        .execute(sql`select p.id from reco_outfits o join products p on p.master_key = o.master_key
        where o.position = 0 and not p.outsold order by o.outfit_id, p.color_position limit 1`),
    )[0]!.id;
    plainProducts = rows<{ id: string }>(
      await handle.db.execute(sql`select distinct on (p.master_key) p.id from products p
        join styles s on s.master_key = p.master_key
        where not p.outsold and not s.is_free_gift order by p.master_key, p.color_position limit 4`),
    ).map((r) => r.id);
  }, 600_000);
  afterAll(async () => {
    await handle?.dispose();
  });

  it('answers outfit, similar and last seen in the spec shape, without the product asked about or sold-out products', async () => {
    const answer = await gkAir({ productId: outfitProduct }, ['outfit', 'similar', 'lastSeen']);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const outputs = answer.body.data.gkAir as Json[];
    expect(outputs.map((o) => [o.outputId, o.title])).toEqual([
      ['outfit', 'Passend dazu'],
      ['similar', 'Ähnliche Artikel'],
      ['lastSeen', 'Zuletzt angesehen'],
    ]);
    const outfit = outputs[0]!.products as Json[];
    expect(outfit.length).toBeGreaterThan(0);
    expect(outfit[0]).toMatchObject({ reason: 'outfit', outfitID: expect.any(Number) });
    expect(outfit[0]!.trackingToken.split('|')).toEqual([
      'lindgard',
      'outfit',
      'pdp',
      'outfit',
      expect.any(String),
    ]);
    expect(outfit[0]!.product.gkAirMetadata).toBeUndefined();
    const similar = outputs[1]!.products as Json[];
    expect(similar.length).toBe(12);
    expect(similar[0]!.categoryName).toEqual(expect.any(String));
    expect(similar[0]!.product.images).toHaveLength(1);
    const all = [...ids(answer, 'outfit'), ...ids(answer, 'similar')];
    expect(all).not.toContain(outfitProduct);
    const soldOut = rows<{ id: string }>(
      await handle.db.execute(sql`select id from products where outsold and id = any(${textArray(all)})`),
    );
    expect(soldOut).toEqual([]);
    // without consent the service keeps no history: last seen is empty and nothing was stored
    expect(ids(answer, 'lastSeen')).toEqual([]);
    expect(await events(SESSION)).toEqual([]);
  });

  it('remembers the views of a consenting session and lists them newest first as last seen', async () => {
    const [a, b, c] = plainProducts;
    for (const id of [a!, b!, c!])
      await gkAir({ productId: id }, ['similar'], { consent: true, sessionId: OTHER_SESSION });
    const answer = await gkAir({ productId: c! }, ['lastSeen'], { consent: true, sessionId: OTHER_SESSION });
    expect(ids(answer, 'lastSeen')).toEqual([b, a]);
    expect((await events(OTHER_SESSION)).map((e) => [e.kind, e.product_id])).toEqual([
      ['view', a],
      ['view', b],
      ['view', c],
      ['view', c],
    ]);
  });

  it('answers nothing for another service or an invalid configuration, and an empty list for an unknown output', async () => {
    expect(
      (await gkAir({ productId: outfitProduct }, ['similar'], { serviceId: 'other' })).body.data.gkAir,
    ).toEqual([]);
    const unnamed = await post('gkAir', {
      input: {
        serviceId: 'lindgard',
        parameters: [{ name: ' ', value: '1' }],
        outputConfig: [{ outputId: 'similar' }],
        sessionId: SESSION,
        trackingConsent: false,
        locale: 'de-AT',
      },
    });
    expect(unnamed.body.data.gkAir).toEqual([]);
    const unknown = await gkAir({ productId: outfitProduct }, ['nope', 'similar']);
    expect((unknown.body.data.gkAir as Json[]).map((o) => [o.outputId, o.products.length > 0])).toEqual([
      ['nope', false],
      ['similar', true],
    ]);
    // a session id that is not 21 characters is replaced; the answer still comes
    expect(
      ids(await gkAir({ productId: outfitProduct }, ['similar'], { sessionId: 'short' }), 'similar').length,
    ).toBe(12);
    // a wrong locale is the caller's error
    const wrongLocale = await post('gkAir', {
      input: {
        serviceId: 'lindgard',
        parameters: [],
        outputConfig: [{ outputId: 'similar' }],
        sessionId: SESSION,
        trackingConsent: false,
        locale: 'xx',
      },
    });
    expect(wrongLocale.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('recommends best sellers of a category, alternatives to basket items and an editor’s selection', async () => {
    const category = rows<{ category_id: string }>(
      await handle.db.execute(
        sql`select c.category_id from style_categories c group by 1 order by count(*) desc limit 1`,
      ),
    )[0]!.category_id;
    const bottom = await gkAir({ categoryId: category }, ['categoryBottom']);
    const inCategory = rows<{ id: string }>(
      await handle.db
        .execute(sql`select p.id from products p join style_categories c on c.master_key = p.master_key
        where c.category_id = ${category}`),
    ).map((r) => r.id);
    expect(ids(bottom, 'categoryBottom').length).toBeGreaterThan(0);
    for (const id of ids(bottom, 'categoryBottom')) expect(inCategory).toContain(id);
    const alternatives = ids(
      await gkAir({ productIds: plainProducts.slice(0, 2).join(',') }, ['basketAlternatives']),
      'basketAlternatives',
    );
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives).not.toContain(plainProducts[0]);
    expect(alternatives).not.toContain(plainProducts[1]);
    const selection = await gkAir({ productIds: `${plainProducts[2]}, ${plainProducts[0]}` }, ['selection']);
    expect(ids(selection, 'selection')).toEqual([plainProducts[2], plainProducts[0]]);
  });

  it('stores tracking calls only with consent, and never against the visitor’s stored choice or objection', async () => {
    const input = { productId: plainProducts[0], sessionId: 'TrackTestSession00001', locale: 'de-AT' };
    const click = (consent: boolean, headers: Record<string, string> = {}) =>
      post(
        'trackClickGkAir',
        { input: { ...input, trackingToken: 'lindgard|similar|pdp|similar|x', trackingConsent: consent } },
        headers,
      );
    expect((await click(false)).body.data.trackClickGkAir).toEqual({ success: false });
    expect(await events(input.sessionId)).toEqual([]);
    // the browser's stored choice without Targeting (C0004) overrules the flag
    const rejected = encodeURIComponent(
      JSON.stringify({ categories: ['C0001'], revision: 0, consentId: 'x' }),
    );
    expect((await click(true, { cookie: `shop_consent=${rejected}` })).body.data.trackClickGkAir).toEqual({
      success: false,
    });
    expect((await click(true, { 'sec-gpc': '1' })).body.data.trackClickGkAir).toEqual({ success: false });
    expect((await click(true)).body.data.trackClickGkAir).toEqual({ success: true });
    const wishlist = await post('trackAddToWishlistGkAir', { input: { ...input, trackingConsent: true } });
    expect(wishlist.body.data.trackAddToWishlistGkAir).toEqual({ success: true });
    const category = await post('trackCategoryViewGkAir', {
      input: { categoryId: 'c-alles', sessionId: input.sessionId, trackingConsent: true, locale: 'de-AT' },
    });
    expect(category.body.data.trackCategoryViewGkAir).toEqual({ success: true });
    expect((await events(input.sessionId)).map((e) => e.kind)).toEqual([
      'click',
      'wishlistAdd',
      'categoryView',
    ]);
    // a visitor who objected to recommendations on /optout is not stored either
    await handle.db.execute(sql`insert into tracking_opt_outs (shop_code, provider, visitor_id)
      values ('lindgard-at', 'recommendations', 'Visitor_Objected_0001')`);
    expect(
      (await click(true, { cookie: 'shop_cid=Visitor_Objected_0001' })).body.data.trackClickGkAir,
    ).toEqual({
      success: false,
    });
    expect(await events(input.sessionId)).toHaveLength(3);
  });

  it('learns incrementally: new events change the lists of the styles they touch', async () => {
    const [a, b] = plainProducts;
    const keyOf = async (id: string) =>
      rows<{ master_key: string }>(
        await handle.db.execute(sql`select master_key from products where id = ${id}`),
      )[0]!.master_key;
    const [ka, kb] = [await keyOf(a!), await keyOf(b!)];
    // eight shoppers look at both: a pair more often seen than any other of theirs
    for (let n = 0; n < 8; n++)
      for (const id of [a!, b!])
        await post('trackClickGkAir', {
          input: {
            productId: id,
            trackingToken: 't',
            sessionId: `Incremental_Session_${n}`.padEnd(21, 'x'),
            trackingConsent: true,
            locale: 'de-AT',
          },
        });
    const done = await runRecoJob(handle.db);
    expect(done?.kind).toBe('update');
    const coView = rows<{ targets: string[] }>(
      await handle.db.execute(
        sql`select targets from reco_lists where shop_code = 'lindgard-at' and kind = 'coView' and source = ${ka}`,
      ),
    )[0];
    expect(coView?.targets).toContain(kb);
  });

  it('evaluates the placements offline on the small catalogue', async () => {
    const report = await evaluateReco(handle.db, shopByCode('lindgard-at')!, { maxCases: 200 });
    expect(report.styles).toBeGreaterThan(300);
    expect(report.trainEvents).toBeGreaterThan(report.testEvents);
    for (const placement of EVALUATED) {
      const scores = report.placements[placement];
      for (const s of [scores.model, scores.popularity, scores.random]) {
        expect(s.hitRate).toBeGreaterThanOrEqual(0);
        expect(s.hitRate).toBeLessThanOrEqual(1);
        expect(s.ndcg).toBeLessThanOrEqual(s.hitRate);
      }
    }
    expect(report.placements.similar.cases).toBeGreaterThan(0);
    expect(report.placements.similar.model.hitRate).toBeGreaterThan(
      report.placements.similar.popularity.hitRate,
    );
  });
});
