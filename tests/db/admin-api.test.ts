import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminEndpoint } from '@/server/admin-api/admin-endpoint';
import { createApiKey } from '@/server/admin/keys/create-api-key';
import { CLIENT_ADDRESS_HEADER, CLIENT_PROOF, CLIENT_PROOF_HEADER } from '@/server/http/client-address';
import { rowsOf } from '@/server/db/rows';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { testDatabases } from '../support/test-databases';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL answers in tests

interface Size {
  id: string;
  promotion: string;
  ean: string;
  dimension_id: string;
  stock: number;
}

describe.each(testDatabases())('admin API on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let handleRequest: (request: Request) => Promise<Response>;
  let merchandiser: string;
  let admin: string;
  let mirella: string;
  let sizes: Size[];

  const call = async (secret: string | null, query: string, variables: Json = {}, headers: Json = {}) => {
    const response = await handleRequest(
      new Request('http://lindgard-at.localhost/admin-api/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(secret ? { authorization: `Bearer ${secret}` } : {}),
          ...headers,
        },
        body: JSON.stringify({ query, variables }),
      }),
    );
    return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
  };
  const key = async (roles: string[], families: string[] | null = null) => {
    const created = await createApiKey(
      handle.db,
      { name: `test ${roles.join('+')}`, roles, families },
      'cli',
    );
    if (!created.ok) throw new Error(created.message);
    return created.secret;
  };

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 40);
    handleRequest = createAdminEndpoint(
      async () => handle.db,
      async () => null,
    );
    merchandiser = await key(['merchandiser']);
    admin = await key(['admin']);
    mirella = await key(['merchandiser'], ['mirella']);
    sizes = rowsOf<Size>(
      await handle.db
        .execute(sql`select distinct on (v.dimension_id) v.id, v.promotion, v.ean, v.dimension_id, v.stock
                                    from variants v
                                    join dimensions d on d.id = v.dimension_id and d.promotion = v.promotion and d.is_default_promotion
                                   where (select count(*) from variants o where o.ean = v.ean) = 1
                                   order by v.dimension_id, v.id limit 6`),
    );
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('refuses callers without a valid key with 401 before anything runs, introspection included', async () => {
    const anonymous = await call(null, '{ __schema { types { name } } }');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(anonymous.headers.get('www-authenticate')).toContain('Bearer');
    const wrong = await call(`shk_${'x'.repeat(43)}`, '{ me { name } }');
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors[0].message).toContain('not valid');
    const malformed = await call(null, '{ me { name } }', {}, { authorization: 'Basic abc' });
    expect(malformed.status).toBe(401);
  });

  it('answers an authenticated caller, introspection too', async () => {
    const me = await call(merchandiser, '{ me { kind name roles shops families } }');
    expect(me.status).toBe(200);
    expect(me.body.data.me).toEqual({
      kind: 'key',
      name: 'test merchandiser',
      roles: ['merchandiser'],
      shops: null,
      families: null,
    });
    const schema = await call(merchandiser, '{ __type(name: "SetPriceInput") { inputFields { name } } }');
    expect(schema.body.data.__type.inputFields.map((f: Json) => f.name)).toEqual(
      expect.arrayContaining(['ean', 'currency', 'price', 'oldPrice']),
    );
  });

  it('sets euro and franc prices by EAN, keeps the summaries and records before and after', async () => {
    const [a, b] = sizes;
    const result = await call(
      merchandiser,
      `mutation($input: [SetPriceInput!]!) { setPrices(input: $input) { written refused { index key field code message } } }`,
      {
        input: [
          { ean: a!.ean, currency: 'EUR', price: 1999, oldPrice: 2999 },
          { ean: a!.ean, currency: 'CHF', price: 2190 },
          { ean: b!.ean, currency: 'EUR', price: 100 },
        ],
      },
    );
    expect(result.status).toBe(200);
    expect(result.body.data.setPrices).toEqual({ written: 3, refused: [] });
    const [euro] = rowsOf<{
      price_cents: number;
      sale_reduction_cents: number;
      announced_old_price_cents: number;
      prior_price_cents: number;
    }>(
      await handle.db
        .execute(sql`select price_cents, sale_reduction_cents, announced_old_price_cents, prior_price_cents
                                    from variants where id = ${a!.id} and promotion = ${a!.promotion}`),
    );
    // the shop strikes through the 30-day low before the reduction, not the announced 29,99 (price-rule.test.ts)
    expect(euro).toMatchObject({ price_cents: 1999, announced_old_price_cents: 2999 });
    expect(euro!.sale_reduction_cents).toBe(Math.max(0, euro!.prior_price_cents - 1999));
    const [franc] = rowsOf<{ price_cents: number; sale_reduction_cents: number }>(
      await handle.db.execute(sql`select price_cents, sale_reduction_cents from variant_prices
                                   where variant_id = ${a!.id} and promotion = ${a!.promotion} and currency = 'CHF'`),
    );
    expect(franc).toEqual({ price_cents: 2190, sale_reduction_cents: 0 });
    // the colour's listing summary follows in the same transaction (migration 0014)
    const [summary] = rowsOf<{ price_min: number }>(
      await handle.db.execute(sql`select price_min from products where id = ${b!.dimension_id}`),
    );
    expect(summary!.price_min).toBe(100);
    const audit = await call(
      merchandiser,
      `query($f: AuditFilter) { auditLog(filter: $f) { total items { actorName operation entityType entityId before after } } }`,
      { f: { entityId: `${a!.id}-${a!.promotion}-EUR` } },
    );
    expect(audit.body.data.auditLog.total).toBe(1);
    const entry = audit.body.data.auditLog.items[0];
    expect(entry).toMatchObject({
      actorName: 'test merchandiser',
      operation: 'setPrices',
      entityType: 'variantPrice',
    });
    expect(entry.after).toEqual({ price: 1999, oldPrice: 2999 });
    expect(entry.before.price).toBeGreaterThan(0);
  });

  it('names every refused price item and writes the others', async () => {
    const [a] = sizes;
    const result = await call(
      merchandiser,
      `mutation($input: [SetPriceInput!]!) { setPrices(input: $input) { written refused { index field code } } }`,
      {
        input: [
          { ean: '4006381333931', currency: 'EUR', price: 100 },
          { ean: '4006381333932', currency: 'EUR', price: 100 },
          { ean: a!.ean, currency: 'USD', price: 100 },
          { ean: a!.ean, currency: 'EUR', price: -1 },
          { ean: a!.ean, currency: 'EUR', price: 500, oldPrice: 500 },
          { ean: a!.ean, currency: 'EUR', price: 1500, promotion: '999' },
          { ean: a!.ean, currency: 'SEK', price: 25_900 },
          { ean: a!.ean, currency: 'SEK', price: 26_900 },
        ],
      },
    );
    expect(result.status).toBe(200);
    expect(result.body.data.setPrices.written).toBe(1);
    expect(result.body.data.setPrices.refused).toEqual([
      { index: 0, field: 'ean', code: 'UNKNOWN_EAN' },
      { index: 1, field: 'ean', code: 'INVALID_EAN' },
      { index: 2, field: 'currency', code: 'UNKNOWN_CURRENCY' },
      { index: 3, field: 'price', code: 'INVALID_PRICE' },
      { index: 4, field: 'oldPrice', code: 'INVALID_OLD_PRICE' },
      { index: 5, field: 'promotion', code: 'UNKNOWN_PROMOTION' },
      { index: 7, field: null, code: 'DUPLICATE_ITEM' },
    ]);
  });

  it('refuses a key of another family the price lists and stock Lindgard shops show (403)', async () => {
    const [a] = sizes;
    const prices = await call(
      mirella,
      `mutation($input: [SetPriceInput!]!) { setPrices(input: $input) { written } }`,
      { input: [{ ean: a!.ean, currency: 'EUR', price: 1 }] },
    );
    expect(prices.status).toBe(403);
    expect(prices.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(prices.body.errors[0].message).toContain('lindgard-at');
    const stock = await call(
      mirella,
      `mutation { setStock(input: [{ ean: "${a!.ean}", quantity: 0 }]) { written } }`,
    );
    expect(stock.status).toBe(403);
    const [euro] = rowsOf<{ price_cents: number; stock: number }>(
      await handle.db.execute(
        sql`select price_cents, stock from variants where id = ${a!.id} and promotion = ${a!.promotion}`,
      ),
    );
    expect(euro!.price_cents).not.toBe(1);
    expect(euro!.stock).toBe(a!.stock);
  });

  it('keeps merchandisers out of keys, and a revoked key out at once', async () => {
    const keys = await call(merchandiser, '{ apiKeys { name } }');
    expect(keys.status).toBe(403);
    expect(keys.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const created = await call(
      admin,
      `mutation { createApiKey(input: { name: "warehouse", roles: [fulfilment] }) { secret key { id prefix roles } } }`,
    );
    const { secret, key: made } = created.body.data.createApiKey;
    expect(secret).toMatch(/^shk_/);
    expect(made.prefix).toBe(secret.slice(0, 10));
    expect((await call(secret, '{ me { roles } }')).body.data.me.roles).toEqual(['fulfilment']);
    const write = await call(
      secret,
      `mutation { setStock(input: [{ ean: "${sizes[0]!.ean}", quantity: 1 }]) { written } }`,
    );
    expect(write.status).toBe(403);
    const revoked = await call(admin, `mutation { revokeApiKey(id: "${made.id}") { revokedAt } }`);
    expect(revoked.body.data.revokeApiKey.revokedAt).toBeTruthy();
    expect((await call(secret, '{ me { roles } }')).status).toBe(401);
  });

  it('lets no limited admin make or revoke keys, and refuses an empty limit', async () => {
    const limitedAdmin = await key(['admin'], ['mirella']);
    const made = await call(
      limitedAdmin,
      `mutation { createApiKey(input: { name: "wide", roles: [admin] }) { secret } }`,
    );
    expect(made.status).toBe(403);
    expect(made.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const empty = await call(
      admin,
      `mutation { createApiKey(input: { name: "none", roles: [admin], shops: [] }) { secret } }`,
    );
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].message).toContain('at least one shop');
    const control = await call(
      admin,
      'mutation($n: String!) { createApiKey(input: { name: $n, roles: [admin] }) { secret } }',
      {
        n: 'a\u0007b',
      },
    );
    expect(control.status).toBe(400);
  });

  it('refuses a second price for the same row, whether named by promotion or not, and year 0', async () => {
    const [, b] = sizes;
    const result = await call(
      merchandiser,
      `mutation($input: [SetPriceInput!]!) { setPrices(input: $input) { written refused { index code } } }`,
      {
        input: [
          { ean: b!.ean, currency: 'CHF', price: 3190 },
          { ean: b!.ean, currency: 'CHF', price: 3290, promotion: b!.promotion },
        ],
      },
    );
    expect(result.status).toBe(200);
    expect(result.body.data.setPrices).toEqual({
      written: 1,
      refused: [{ index: 1, code: 'DUPLICATE_ITEM' }],
    });
    const old = await call(merchandiser, '{ auditLog(filter: { from: "0000-01-01T00:00:00Z" }) { total } }');
    expect(old.status).toBe(400);
    expect(old.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses an address after 30 failed authentications before looking at its key', async () => {
    // an address as the shop's server names it (its proof header: no client can forge it)
    const headers = { [CLIENT_ADDRESS_HEADER]: '198.51.100.7', [CLIENT_PROOF_HEADER]: CLIENT_PROOF };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await call(`shk_${'y'.repeat(43)}`, '{ me { name } }', {}, headers)).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    // a valid key from that address is refused too: the address learns nothing about keys
    expect((await call(merchandiser, '{ me { name } }', {}, headers)).status).toBe(429);
  });

  it('sells a size out at stock 0 and back in with stock, and adds up adjustments', async () => {
    const [, , c] = sizes;
    const zero = await call(
      merchandiser,
      `mutation { setStock(input: [{ ean: "${c!.ean}", quantity: 0 }]) { written } }`,
    );
    expect(zero.body.data.setStock.written).toBe(1);
    const state = async () =>
      rowsOf<{ stock: number; availability_state: string }>(
        await handle.db.execute(
          sql`select stock, availability_state from variants where id = ${c!.id} and promotion = ${c!.promotion}`,
        ),
      )[0]!;
    expect(await state()).toMatchObject({ stock: 0 });
    expect(['outsold', 'outOfStock']).toContain((await state()).availability_state);
    await call(merchandiser, `mutation { setStock(input: [{ ean: "${c!.ean}", quantity: 7 }]) { written } }`);
    expect(await state()).toEqual({ stock: 7, availability_state: 'available' });
    const adjusted = await call(
      merchandiser,
      `mutation($input: [AdjustStockInput!]!) { adjustStock(input: $input) { written refused { index code } } }`,
      {
        input: [
          { ean: c!.ean, delta: 5, reason: 'goods receipt 4711' },
          { ean: c!.ean, delta: -3, reason: 'damaged' },
          { ean: c!.ean, delta: 0, reason: 'nothing' },
          { ean: c!.ean, delta: 2, reason: ' ' },
        ],
      },
    );
    expect(adjusted.body.data.adjustStock).toEqual({
      written: 2,
      refused: [
        { index: 2, code: 'INVALID_DELTA' },
        { index: 3, code: 'INVALID_REASON' },
      ],
    });
    expect((await state()).stock).toBe(9);
    await call(
      merchandiser,
      `mutation { adjustStock(input: [{ ean: "${c!.ean}", delta: -100, reason: "stocktaking" }]) { written } }`,
    );
    expect((await state()).stock).toBe(0);
    // the items of one call add up before the level is held at 0
    await call(
      merchandiser,
      `mutation { adjustStock(input: [{ ean: "${c!.ean}", delta: -3, reason: "a" }, { ean: "${c!.ean}", delta: 5, reason: "b" }]) { written } }`,
    );
    expect((await state()).stock).toBe(2);
    const audit = await call(
      merchandiser,
      `{ auditLog(filter: { operation: "adjustStock", entityId: "${c!.id}-${c!.promotion}" }) { items { before after } } }`,
    );
    expect(audit.body.data.auditLog.items[2]).toMatchObject({
      before: { stock: 7 },
      after: { stock: 9, reason: 'goods receipt 4711; damaged' },
    });
  });

  it('finds styles by name, article number and EAN, with their sizes and prices', async () => {
    const [, , , d] = sizes;
    const byEan = await call(
      merchandiser,
      `query($s: String) { products(filter: { search: $s }) { total items { id name colors { id sizes { ean prices { currency price } } } } } }`,
      { s: d!.ean },
    );
    expect(byEan.body.data.products.total).toBe(1);
    const style = byEan.body.data.products.items[0];
    const colour = style.colors.find((c: Json) => c.id === d!.dimension_id);
    const size = colour.sizes.find((s: Json) => s.ean === d!.ean);
    expect(size.prices.map((p: Json) => p.currency)).toEqual(['EUR', 'CHF', 'CZK', 'SEK']);
    const byNumber = await call(merchandiser, `{ product(id: "${d!.dimension_id}") { id name } }`);
    expect(byNumber.body.data.product).toEqual({ id: style.id, name: style.name });
    const byName = await call(
      merchandiser,
      `query($s: String) { products(filter: { search: $s }, perPage: 200) { items { id } } }`,
      {
        s: style.name.slice(0, 6).toLowerCase(),
      },
    );
    expect(byName.body.data.products.items.map((i: Json) => i.id)).toContain(style.id);
    expect((await call(merchandiser, '{ product(id: "000000") { id } }')).body.data.product).toBeNull();
    const tooMany = await call(merchandiser, '{ products(perPage: 1000) { total } }');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('answers bad documents and variables with a 400 and a code, never a 500', async () => {
    for (const [query, variables] of [
      ['{ me { ', {}],
      ['{ nope }', {}],
      [
        `mutation($input: [SetStockInput!]!) { setStock(input: $input) { written } }`,
        { input: [{ ean: 1 }] },
      ],
      [`mutation($input: [SetStockInput!]!) { setStock(input: $input) { written } }`, { input: [] }],
      ['{ auditLog(filter: { from: "yesterday" }) { total } }', {}],
    ] as const) {
      const answer = await call(merchandiser, query, variables);
      expect(answer.status, query).toBe(400);
      expect(typeof answer.body.errors[0].extensions.code).toBe('string');
    }
    for (const body of ['{"query":', 'hello', '{}']) {
      const response = await handleRequest(
        new Request('http://lindgard-at.localhost/admin-api/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${merchandiser}` },
          body,
        }),
      );
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as Json).errors[0].extensions.code).toBe('BAD_REQUEST');
    }
  });
});
