import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import persisted from '@/graphql/generated/persisted-operations.json';
import { createShopYoga } from '@/server/graphql/yoga';
import { clientHeaders } from '../support/client-headers';
import { testDatabases } from '../support/test-databases';
import { visitorConsents } from '@/server/consent/visitor-consents';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL answers in tests
type Rows<T> = { rows: T[] };

const VISITOR = 'Abcdefghij_klmnopq-12';

describe.each(testDatabases())('consent API on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let yoga: ReturnType<typeof createShopYoga>;
  const exec = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as Rows<T>).rows;
  const call = async (
    name: keyof typeof persisted,
    variables: Json,
    options: { host?: string; client?: string; headers?: Record<string, string> } = {},
  ) => {
    const res = await yoga.fetch(`http://${options.host ?? 'localhost'}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...clientHeaders(options.client ?? '10.9.0.1'),
        ...options.headers,
      },
      body: JSON.stringify({ query: persisted[name].query, variables }),
    });
    const body = (await res.json()) as Json;
    return {
      status: res.status,
      data: body.data ? (Object.values(body.data)[0] as Json) : null,
      error: body.errors?.[0],
    };
  };
  const banner = async (host?: string, locale = 'de-AT') =>
    (await call('consentBanner', { locale }, { host })).data!;

  beforeAll(async () => {
    handle = await target.open();
    yoga = createShopYoga(async () => handle.db);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('answers the banner in the shop’s language: both layers, the five groups with their cookies, a hash and a version', async () => {
    const b = await banner();
    expect(b.acceptAll).toBe('Alle akzeptieren');
    expect(b.rejectAll).toBe('Alle ablehnen');
    expect(b.groups.map((g: Json) => [g.id, g.title, g.required])).toEqual([
      ['C0001', 'Notwendig', true],
      ['C0002', 'Leistung', false],
      ['C0003', 'Funktional', false],
      ['C0004', 'Marketing', false],
      ['C0005', 'Soziale Medien', false],
    ]);
    const necessary = b.groups[0].cookies.map((c: Json) => c.name);
    expect(necessary).toEqual(expect.arrayContaining(['shop_session', 'shop_cid', 'shop_consent']));
    expect(b.textHash).toMatch(/^[0-9a-f]{64}$/);
    expect(b.revision).toBeGreaterThan(0);
    const french = await banner('lindgard-chfr.localhost', 'fr-CH');
    expect(french.acceptAll).toBe('Tout accepter');
    expect(french.textHash).not.toBe(b.textHash);
    expect(french.revision).not.toBe(b.revision);
    const wrongLocale = await call('consentBanner', { locale: 'fr-CH' });
    expect(wrongLocale.error.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('records each choice as proof with the texts shown; a withdrawal is a later record with fewer groups', async () => {
    const b = await banner();
    const choose = (groups: string[], headers?: Record<string, string>) =>
      call(
        'consentRecord',
        { input: { visitorId: VISITOR, groups, textHash: b.textHash, locale: 'de-AT' } },
        { headers },
      );
    const all = await choose(['C0002', 'C0003', 'C0004', 'C0005']);
    expect(all.data).toMatchObject({
      visitorId: VISITOR,
      groups: ['C0001', 'C0002', 'C0003', 'C0004', 'C0005'],
      action: 'optIn',
      bannerVersion: b.revision,
    });
    const withdrawn = await choose(['C0001'], { 'sec-gpc': '1' });
    expect(withdrawn.data).toMatchObject({ groups: ['C0001'], action: 'optOut' });
    const some = await choose(['C0004']);
    expect(some.data).toMatchObject({ groups: ['C0001', 'C0004'], action: 'selection' });

    const rows = await exec<{
      groups: string[];
      action: string;
      gpc: boolean;
      text_hash: string;
      shop_code: string;
    }>(
      sql`select groups, action, gpc, text_hash, shop_code from consent_records where visitor_id = ${VISITOR} order by id`,
    );
    expect(rows.map((r) => [r.groups, r.action, r.gpc, r.shop_code])).toEqual([
      [['C0001', 'C0002', 'C0003', 'C0004', 'C0005'], 'optIn', false, 'lindgard-at'],
      [['C0001'], 'optOut', true, 'lindgard-at'],
      [['C0001', 'C0004'], 'selection', false, 'lindgard-at'],
    ]);
    expect(new Set(rows.map((r) => r.text_hash))).toEqual(new Set([b.textHash]));
    // what was shown can be read back exactly
    const [texts] = await exec<{ texts: Json; locale: string }>(
      sql`select texts, locale from consent_texts where text_hash = ${b.textHash}`,
    );
    expect(texts!.locale).toBe('de-AT');
    expect(texts!.texts.description).toBe(b.description);
    expect(texts!.texts.groups[3].description).toBe(b.groups[3].description);
    // the operator shows a visitor's choices, newest first, each with its wording
    const shown = (await visitorConsents(handle.db, VISITOR, 'lindgard-at'))!;
    expect(shown.map((c) => [c.action, c.groups])).toEqual([
      ['selection', ['C0001', 'C0004']],
      ['optOut', ['C0001']],
      ['optIn', ['C0001', 'C0002', 'C0003', 'C0004', 'C0005']],
    ]);
    expect((shown[0]!.texts as Json).description).toBe(b.description);
    expect(await visitorConsents(handle.db, 'not-a-visitor-id')).toBeNull();
    expect(await visitorConsents(handle.db, VISITOR, 'lindgard-de')).toEqual([]);
  });

  it('refuses a choice on texts that are no longer the shop’s, unknown groups and bad ids, and stores nothing', async () => {
    const b = await banner();
    const before = await exec<{ n: number }>(sql`select count(*)::int as n from consent_records`);
    const changed = await call('consentRecord', {
      input: { visitorId: VISITOR, groups: ['C0002'], textHash: '0'.repeat(64), locale: 'de-AT' },
    });
    expect(changed.error.extensions.code).toBe('CONSENT_TEXT_CHANGED');
    expect(changed.error.message).toBe(
      'Wir haben diesen Hinweis geändert. Bitte treffen Sie Ihre Auswahl erneut.',
    );
    const unknown = await call('consentRecord', {
      input: { visitorId: VISITOR, groups: ['C0009'], textHash: b.textHash, locale: 'de-AT' },
    });
    expect(unknown.error.extensions.code).toBe('BAD_USER_INPUT');
    const badId = await call('consentRecord', {
      input: { visitorId: 'short', groups: [], textHash: b.textHash, locale: 'de-AT' },
    });
    expect(badId.error.extensions.code).toBe('BAD_USER_INPUT');
    const tooMany = await call('consentRecord', {
      input: { visitorId: VISITOR, groups: Array(9).fill('C0002'), textHash: b.textHash, locale: 'de-AT' },
    });
    expect(tooMany.error.extensions.code).toBe('BAD_USER_INPUT');
    const after = await exec<{ n: number }>(sql`select count(*)::int as n from consent_records`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('limits the choices recorded per client address', async () => {
    const b = await banner();
    const choose = () =>
      call(
        'consentRecord',
        { input: { visitorId: VISITOR, groups: ['C0002'], textHash: b.textHash, locale: 'de-AT' } },
        { client: '10.9.9.9' },
      );
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push(await choose());
    expect(answers.slice(0, 60).every((a) => a.data?.action === 'selection')).toBe(true);
    expect(answers[60]!.error.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(answers[60]!.status).toBe(429);
  });

  it('limits the tracking objections recorded per client address as well', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++)
      answers.push(
        await call(
          'optOut',
          {
            input: {
              provider: 'analytics',
              visitorId: `Objection_${String(i).padStart(11, '0')}`,
              locale: 'de-AT',
            },
          },
          { client: '10.9.9.10' },
        ),
      );
    expect(answers.slice(0, 30).every((a) => (a.data as unknown) === 'success')).toBe(true);
    expect(answers[30]!.error.extensions.code).toBe('TOO_MANY_REQUESTS');
  });
});
