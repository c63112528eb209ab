import { sql } from 'drizzle-orm';
import {
  getIntrospectionQuery,
  buildClientSchema,
  isEnumType,
  isObjectType,
  isInputObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import persisted from '@/graphql/generated/persisted-operations.json';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import {
  createGraphQLHandler,
  methodNotAllowed,
  UNSUPPORTED_MEDIA_TYPE,
} from '@/server/graphql/handle-request';
import { sha256 } from '@/server/graphql/persisted-queries';
import { clientHeaders } from '../support/client-headers';
import { testDatabases } from '../support/test-databases';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL answers in tests

const URL_ = 'http://localhost:3000/graphql';

/** `fragment F0 on Query { ...F1 ...F1 }` … `fragment Fn on Query { __typename }`: 2^n paths. */
function fragmentBomb(levels: number): string {
  const fragments = Array.from(
    { length: levels },
    (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
  );
  return `query Bomb { ...F0 }\n${fragments.join('\n')}\nfragment F${levels} on Query { __typename }`;
}

describe.each(testDatabases())('GraphQL API under abuse on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let graphql: ReturnType<typeof createGraphQLHandler>;
  const exec = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

  const post = async (body: unknown, headers: Record<string, string> = {}) => {
    const res = await graphql(
      new Request(URL_, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'localhost:3000', ...headers },
        body: JSON.stringify(body),
      }),
    );
    return { res, body: (await res.json()) as Json };
  };
  const get = async (params: Record<string, string>, headers: Record<string, string> = {}) => {
    const res = await graphql(
      new Request(`${URL_}?${new URLSearchParams(params)}`, {
        headers: { host: 'localhost:3000', ...headers },
      }),
    );
    return { res, body: (await res.json()) as Json };
  };

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 30);
    graphql = createGraphQLHandler(async () => handle.db);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('answers a document of 40 levels of nested fragment spreads at once, by POST and GET', async () => {
    // before: the depth rule expanded every path (2^40 visits) and blocked the event loop
    const query = fragmentBomb(40);
    const byPost = await post({ query });
    expect(byPost.body.data?.__typename ?? byPost.body.errors?.[0]?.extensions?.code).toBeDefined();
    expect(byPost.res.status).toBeLessThan(500);
    const byGet = await get({ query });
    expect(byGet.res.status).toBeLessThan(500);
  });

  it('refuses documents over the token, alias and field limits with a validation error', async () => {
    const tokens = await post({ query: `{ ${'__typename '.repeat(4000)} }` });
    expect(tokens.body.errors[0].message).toMatch(/Token limit of 3000 exceeded/);
    const aliases = await post({
      query: `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: basket { itemCount }`).join(' ')} }`,
    });
    expect(aliases.body.errors[0]).toMatchObject({
      message: 'Aliases limit of 15 exceeded, found 20.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    // 2^10 expansions of a 3-field fragment: few tokens, many fields
    const fields = Array.from(
      { length: 10 },
      (_, i) => `fragment G${i} on Query { ...G${i + 1} ...G${i + 1} }`,
    );
    const wide = await post({
      query: `{ ...G0 }\n${fields.join('\n')}\nfragment G10 on Query { __typename a: __typename b: __typename }`,
    });
    expect(wide.body.errors.map((e: Json) => e.message)).toContain(
      'Query selects more than 400 fields; reduce the selection.',
    );
  });

  it('runs one change per request: aliased mutations send no mail', async () => {
    const email = 'alias.victim@example.at';
    const input = `{ email: "${email}", birthDate: "1990-01-01", locale: "de-AT" }`;
    const many = Array.from({ length: 50 }, (_, i) => `m${i}: subscribeNewsletter(input: ${input})`);
    const { body } = await post({ query: `mutation { ${many.join(' ')} }` });
    expect(body.data).toBeUndefined();
    expect(body.errors.map((e: Json) => e.extensions.code)).toContain('GRAPHQL_VALIDATION_FAILED');
    // also spread through fragments on the mutation type
    const spread = await post({
      query: `mutation { ...M0 } fragment M0 on Mutation { ...M1 ...M1 } fragment M1 on Mutation { subscribeNewsletter(input: ${input}) }`,
    });
    expect(spread.body.errors[0].message).toBe('A request may make 1 change; it asked for 2.');
    expect(await exec(sql`select 1 from outbox_mails where to_address = ${email}`)).toEqual([]);
  });

  it('refuses a chunked body over 100 kB while reading it, whatever Content-Length says', async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 20 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await graphql(
      new Request(URL_, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'localhost:3000' },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(1024 * 1024); // reading stopped early
  });

  it('allows CORS and cookie POSTs only from the shop’s own origins (scheme, host and port)', async () => {
    const query = '{ __typename }';
    const evil = await post({ query }, { origin: 'http://evil.localhost:3000' });
    expect(evil.res.status).toBe(403);
    const otherScheme = await post({ query }, { origin: 'https://localhost:3000' });
    expect(otherScheme.res.status).toBe(403);
    const otherPort = await post({ query }, { origin: 'http://localhost:3001' });
    expect(otherPort.res.status).toBe(403);
    const forged = await post(
      { query },
      { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' },
    );
    expect(forged.res.status).toBe(403);
    const own = await post({ query }, { origin: 'http://localhost:3000' });
    expect(own.res.status).toBe(200);

    const read = await get({ query }, { origin: 'http://mirella-at.localhost:3000', cookie: 'x=1' });
    expect(read.res.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.res.headers.get('access-control-allow-credentials')).toBeNull();
    const sameShop = await get({ query }, { origin: 'http://lindgard-at.localhost:3000' });
    expect(sameShop.res.headers.get('access-control-allow-origin')).toBe('http://lindgard-at.localhost:3000');
  });

  it('registers automatic persisted queries: miss, full query with a checked hash, then a GET hit', async () => {
    const query = 'query ApqProbe { __typename }';
    const hash = sha256(query);
    const extensions = (h: string) => JSON.stringify({ persistedQuery: { version: 1, sha256Hash: h } });
    const miss = await get({ extensions: extensions(hash) });
    expect(miss.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(miss.res.headers.get('cache-control')).toBe('no-store');

    const wrong = await post({ query, extensions: JSON.parse(extensions('0'.repeat(64))) });
    expect(wrong.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_MISMATCH');
    expect((await get({ extensions: extensions('0'.repeat(64)) })).body.errors[0].extensions.code).toBe(
      'PERSISTED_QUERY_NOT_FOUND',
    );

    const register = await post({ query, extensions: JSON.parse(extensions(hash)) });
    expect(register.body).toEqual({ data: { __typename: 'Query' } });
    const hit = await get({ extensions: extensions(hash) });
    expect(hit.body).toEqual({ data: { __typename: 'Query' } });
    expect(hit.res.headers.get('cache-control')).toMatch(/^public/);

    // a document that does not validate is not registered
    const invalid = 'query Broken { nope }';
    await post({ query: invalid, extensions: JSON.parse(extensions(sha256(invalid))) });
    expect((await get({ extensions: extensions(sha256(invalid)) })).body.errors[0].extensions.code).toBe(
      'PERSISTED_QUERY_NOT_FOUND',
    );
  });

  it('loads the schema by the standard introspection query, with every argument and enum value described', async () => {
    const { res, body } = await post({ query: getIntrospectionQuery({ descriptions: true }) });
    expect(res.status).toBe(200);
    expect(body.errors).toBeUndefined();
    const schema = buildClientSchema(body.data);
    const undescribed: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (isEnumType(type))
        for (const value of type.getValues())
          if (!value.description) undescribed.push(`${type.name}.${value.name}`);
      if (isObjectType(type))
        for (const field of Object.values(type.getFields()))
          for (const arg of field.args)
            if (!arg.description) undescribed.push(`${type.name}.${field.name}(${arg.name})`);
      if (isInputObjectType(type))
        for (const field of Object.values(type.getFields()))
          if (!field.description) undescribed.push(`${type.name}.${field.name}`);
    }
    expect(undescribed).toEqual([]);
  });

  it('bounds introspection: nested type lists are refused, the standard query is not', async () => {
    let nested = '{ name }';
    for (let i = 0; i < 12; i++) nested = `{ name fields { name type { name ofType ${nested} } } }`;
    const deep = await post({ query: `{ __schema { types ${nested} } }` });
    expect(deep.res.status).toBe(400);
    expect(deep.body.errors[0].message).toBe(
      'Introspection query too deep; send the standard introspection query.',
    );
    const standard = await post({
      query: getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }),
    });
    expect(standard.body.errors).toBeUndefined();
  });

  it('never lets a CDN keep an error, and varies by Accept', async () => {
    const parse = await get({ query: '{ broken' });
    expect(parse.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(parse.res.headers.get('cache-control')).toBe('no-store');
    expect(parse.res.headers.get('vary')).toMatch(/Accept/);
    const ok = await get({ query: '{ __typename }' });
    expect(ok.res.headers.get('vary')).toMatch(/Accept/);
    const notFound = await get({
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } }),
    });
    expect(notFound.res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers malformed variables and extensions in a GET with 400, never 500', async () => {
    for (const params of <Record<string, string>[]>[
      { query: '{ __typename }', variables: '{not json' },
      { query: '{ __typename }', extensions: '{not json' },
      { query: '{ __typename }', variables: '[1,2]' },
      { query: '{ __typename }', extensions: '"text"' },
      { extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 42 } }) },
    ]) {
      const { res, body } = await get(params);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(JSON.stringify(body)).not.toMatch(/at .*\.(js|ts):\d+|originalError|stack/);
    }
  });

  it('answers broken documents and bodies with 400 and no parser message or original error', async () => {
    for (const query of ['', ' ', '{ broken', 'query { a: __typename']) {
      const { res, body } = await post({ query });
      expect(res.status, query).toBe(400);
      expect(body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    }
    const res = await graphql(
      new Request(URL_, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'localhost:3000' },
        body: '{"query": "{ __typename',
      }),
    );
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toMatch(/originalError|SyntaxError|Unterminated|position \d+/);
  });

  it('answers a body of another media type with 415 and what to send, and other methods with 405 and Allow', async () => {
    for (const headers of [{ 'content-type': 'text/plain' }, {} as Record<string, string>]) {
      const res = await graphql(
        new Request(URL_, {
          method: 'POST',
          headers: { host: 'localhost:3000', ...headers },
          body: new TextEncoder().encode('{"query":"{ __typename }"}'),
        }),
      );
      expect(res.status).toBe(415);
      expect(((await res.json()) as Json).errors[0].message).toBe(UNSUPPORTED_MEDIA_TYPE);
    }
    const res = methodNotAllowed();
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST, OPTIONS');
    expect(((await res.json()) as Json).errors[0].message).toBe('Use GET or POST');
  });

  it('answers a NUL byte in any string input with the form text, never a 500', async () => {
    const { res, body } = await post({
      query: persisted.subscribeNewsletter.query,
      variables: { input: { email: 'nul\u0000@example.at', birthDate: '1990-01-01', locale: 'de-AT' } },
    });
    expect(res.status).toBe(400);
    expect(body.errors[0]).toMatchObject({
      message: 'Bitte überprüfen Sie Ihre Eingaben.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // half of a character (a lone surrogate) would be stored as U+FFFD: refused alike
    const half = await post({
      query: persisted.subscribeNewsletter.query,
      variables: {
        input: {
          email: 'half@example.at',
          firstName: 'An\ud800na',
          birthDate: '1990-01-01',
          locale: 'de-AT',
        },
      },
    });
    expect(half.res.status).toBe(400);
    expect(half.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const literal = await post({
      query: '{ search(input: { query: "a\\u0000b", locale: "de-AT" }) { __typename } }',
    });
    expect(literal.res.status).toBeLessThan(500);
    expect(literal.body.errors[0].extensions.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
  });

  describe('mail-sending operations are limited in the database, per recipient and per client', () => {
    const subscribe = (email: string, client: string) =>
      post(
        {
          query: persisted.subscribeNewsletter.query,
          variables: { input: { email, birthDate: '1990-01-01', locale: 'de-AT' } },
        },
        clientHeaders(client),
      );
    const mailCount = async (to: string) =>
      (
        await exec<{ n: number }>(sql`select count(*)::int as n from outbox_mails where to_address = ${to}`)
      )[0]!.n;

    it('mails one address at most 5 times an hour, from however many clients, then answers 429', async () => {
      const email = 'flooded@example.at';
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => subscribe(email, `10.50.0.${i}`)),
      );
      const refused = answers.filter((a) => a.body.errors?.[0]?.extensions.code === 'TOO_MANY_REQUESTS');
      expect(refused).toHaveLength(7);
      expect(refused[0]!.res.status).toBe(429);
      expect(Number(refused[0]!.res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused[0]!.body.errors[0].message).toMatch(
        /^Zu viele Anfragen\. Bitte versuchen Sie es in \d+ Minuten? erneut\.$/,
      );
      expect(await mailCount(email)).toBe(5);
    });

    it('lets one client cause at most 20 mails an hour', async () => {
      const answers = [];
      for (let i = 0; i < 22; i++) answers.push(await subscribe(`reader${i}@example.at`, '10.51.0.1'));
      expect(answers.filter((a) => a.body.data?.subscribeNewsletter === true)).toHaveLength(20);
      expect(await mailCount('reader21@example.at')).toBe(0);
      // another client is not affected
      expect((await subscribe('reader21@example.at', '10.51.0.2')).body.data?.subscribeNewsletter).toBe(true);
    });

    it('confirms a contact message without repeating it, so the form relays no text', async () => {
      const spam = 'Buy cheap watches at https://spam.example';
      const { body } = await post(
        {
          query: persisted.submitContactForm.query,
          variables: {
            input: {
              reason: 'order',
              customerNumber: '',
              email: 'victim@example.at',
              message: spam,
              locale: 'de-AT',
            },
          },
        },
        clientHeaders('10.52.0.1'),
      );
      expect(body.errors).toBeUndefined();
      const [confirmation] = await exec<{ text_body: string }>(
        sql`select text_body from outbox_mails where to_address = 'victim@example.at' and kind = 'contactConfirmation'`,
      );
      expect(confirmation!.text_body).not.toContain('spam.example');
    });

    it('sends an account at most 3 reset mails an hour, also to a burst of concurrent requests', async () => {
      const email = 'reset.burst@example.at';
      const registered = await post(
        {
          query: persisted.register.query,
          variables: {
            input: {
              salutation: 'f',
              firstName: 'Rita',
              lastName: 'Reset',
              email,
              password: 'Geheim-Passwort-1',
              birthDate: '1980-02-03',
              locale: 'de-AT',
            },
          },
        },
        clientHeaders('10.53.0.1'),
      );
      expect(registered.body.errors).toBeUndefined();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          post(
            {
              query: persisted.requestPasswordReset.query,
              variables: { input: { identifier: email, locale: 'de-AT' } },
            },
            clientHeaders(`10.53.1.${i}`),
          ),
        ),
      );
      // the same answer for all: the form tells nobody whether the limit was reached
      expect(answers.every((a) => a.body.data?.requestPasswordReset === true)).toBe(true);
      const resets = await exec<{ n: number }>(
        sql`select count(*)::int as n from outbox_mails where to_address = ${email} and kind = 'passwordReset'`,
      );
      expect(resets[0]!.n).toBe(3);
    });
  });

  it('mails links with the shop’s configured origin whatever Host and X-Forwarded-Host say', async () => {
    const email = 'origin.check@example.at';
    await post(
      {
        query: persisted.subscribeNewsletter.query,
        variables: { input: { email, birthDate: '1990-01-01', locale: 'de-AT' } },
      },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', ...clientHeaders('10.60.0.1') },
    );
    const [mail] = await exec<{ text_body: string }>(
      sql`select text_body from outbox_mails where to_address = ${email} and kind = 'newsletterDoi'`,
    );
    expect(mail!.text_body).toContain('http://localhost:3000/newsletter/activate?token=');
    expect(mail!.text_body).not.toContain('evil.example');
    const unknown = await graphql(
      new Request('http://evil.example/graphql?query=%7B__typename%7D', {
        headers: { host: 'evil.example' },
      }),
    );
    expect(unknown.status).toBe(404);
  });

  it('runs only the shop’s own operations with GRAPHQL_ALLOWLIST=on, and refuses introspection when it is off', async () => {
    const saved = {
      allowlist: process.env.GRAPHQL_ALLOWLIST,
      introspection: process.env.GRAPHQL_INTROSPECTION,
    };
    process.env.GRAPHQL_ALLOWLIST = 'on';
    process.env.GRAPHQL_INTROSPECTION = 'off';
    try {
      const strict = createGraphQLHandler(async () => handle.db);
      const ask = async (body: unknown) => {
        const res = await strict(
          new Request(URL_, {
            method: 'POST',
            headers: { 'content-type': 'application/json', host: 'localhost:3000' },
            body: JSON.stringify(body),
          }),
        );
        return (await res.json()) as Json;
      };
      expect((await ask({ query: '{ __typename }' })).errors[0].extensions.code).toBe(
        'QUERY_NOT_IN_ALLOWLIST',
      );
      const own = await ask({
        extensions: { persistedQuery: { version: 1, sha256Hash: persisted.basket.hash } },
        variables: { locale: 'de-AT' },
      });
      expect(own.errors).toBeUndefined();
      expect(
        (await ask({ query: persisted.basket.query, variables: { locale: 'de-AT' } })).errors,
      ).toBeUndefined();
      const query = 'query Other { __typename }';
      const register = await ask({
        query,
        extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } },
      });
      expect(register.errors[0].extensions.code).toBe('QUERY_NOT_IN_ALLOWLIST');
      const introspection = await ask({
        query: persisted.basket.query.replace('basket(', '__schema { queryType { name } } basket('),
      });
      expect(introspection.errors[0].extensions.code).toMatch(/QUERY_NOT_IN_ALLOWLIST/);
    } finally {
      process.env.GRAPHQL_ALLOWLIST = saved.allowlist;
      process.env.GRAPHQL_INTROSPECTION = saved.introspection;
      if (saved.allowlist === undefined) delete process.env.GRAPHQL_ALLOWLIST;
      if (saved.introspection === undefined) delete process.env.GRAPHQL_INTROSPECTION;
    }
    process.env.GRAPHQL_INTROSPECTION = 'off';
    try {
      const closed = createGraphQLHandler(async () => handle.db);
      const res = await closed(
        new Request(URL_, {
          method: 'POST',
          headers: { 'content-type': 'application/json', host: 'localhost:3000' },
          body: JSON.stringify({ query: getIntrospectionQuery() }),
        }),
      );
      const body = (await res.json()) as Json;
      expect(body.data).toBeUndefined();
      expect(body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    } finally {
      if (saved.introspection === undefined) delete process.env.GRAPHQL_INTROSPECTION;
      else process.env.GRAPHQL_INTROSPECTION = saved.introspection;
    }
  });
});
