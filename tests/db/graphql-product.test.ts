import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import persisted from '@/graphql/generated/persisted-operations.json';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { createShopYoga } from '@/server/graphql/yoga';
import { testDatabases } from '../support/test-databases';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL answers in tests

describe.each(testDatabases())('product API on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let yoga: ReturnType<typeof createShopYoga>;
  let productId: string;
  let categoryPath: string;

  const post = async (query: string, variables: Json) => {
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Json };
  };
  const getPersisted = async (name: keyof typeof persisted, variables: Json) => {
    const params = new URLSearchParams({
      operationName: name,
      variables: JSON.stringify(variables),
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: persisted[name].hash } }),
    });
    const res = await yoga.fetch(`http://localhost/graphql?${params}`, {
      headers: { accept: 'application/json' },
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Json };
  };

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 250);
    yoga = createShopYoga(async () => handle.db);
    const [row] = (
      (await handle.db.execute(
        sql`select p.id from products p join styles s on s.master_key = p.master_key
             where s.flag = 'sale' and (select count(*) from products c where c.master_key = p.master_key) > 1
             order by p.id limit 1`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    productId = row!.id;
    categoryPath = '/mode';
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('answers productById by POST with the spec fields', async () => {
    const { status, body } = await post(persisted.productById.query, {
      input: { id: productId, locale: 'de-AT' },
      imagesInput: { count: 1 },
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const p = body.data.productById;
    expect(p.id).toBe(productId);
    expect(p.displayNumber).toMatch(new RegExp(`^${productId}\\d{3}$`));
    expect(p.flag).toBe('sale');
    expect(p.images).toHaveLength(1);
    expect(p.colors.length).toBeGreaterThan(1);
    expect(p.colors.some((c: Json) => c.id === productId)).toBe(true);
    expect(p.breadcrumb[0].path).toMatch(/^\//);
    expect(p.price.old).toBeGreaterThan(p.price.min);
    expect(p.price.saving).toBeGreaterThan(0);
    const variant = p.dimensions[0].variants[0];
    expect(variant.ean).toMatch(/^\d{13}$/);
    expect(['available', 'delayed', 'outsold', 'outOfStock']).toContain(variant.availability.state);
    expect(variant.price.reductions[0].category).toBe('sale');
    expect(variant.price.withTax + variant.price.reductions[0].withTax).toBeGreaterThan(
      variant.price.withTax,
    );
  });

  it('answers every product operation by persisted GET, cacheable', async () => {
    const input = { id: productId, locale: 'de-AT' };
    const cases = [
      getPersisted('productById', { input }),
      getPersisted('popupProductById', { id: productId, locale: 'de-AT', referrer: 'popupProduct' }),
      getPersisted('productPriceAndNameById', { input }),
      getPersisted('automatedProductById', { input, imagesInput: { count: 1 } }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.productById.id).toBe(productId);
      expect(res.headers.get('cache-control')).toContain('public');
    }
    const byCategory = await getPersisted('productByCategory', {
      input: { path: categoryPath, locale: 'de-AT' },
      sort: 'sortKey',
      locale: 'de-AT',
    });
    expect(byCategory.body.errors).toBeUndefined();
    expect(byCategory.body.data.category.path).toBe('/mode');
    expect(byCategory.body.data.category.products).toHaveLength(1);
    expect(byCategory.body.data.category.products[0].images).toHaveLength(1);
  });

  it('gives null for an unknown or malformed id, never an error', async () => {
    for (const id of ['999999', '12', 'abc', "1' or '1'='1"]) {
      const { status, body } = await post(persisted.productPriceAndNameById.query, {
        input: { id, locale: 'de-AT' },
      });
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data.productById).toBeNull();
    }
  });

  it('answers malformed variables with a GraphQL error that has a code', async () => {
    const missing = await post(persisted.productById.query, { input: { locale: 'de-AT' } });
    expect(missing.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const wrongType = await post(persisted.productById.query, { input: { id: { x: 1 }, locale: 'de-AT' } });
    expect(wrongType.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const locale = await post(persisted.productById.query, { input: { id: productId, locale: 'xx-XX' } });
    expect(locale.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const syntax = await post('query { productById(', {});
    expect(syntax.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    const unknownField = await post('query { nope }', {});
    expect(unknownField.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses documents that are too deep or select too many fields', async () => {
    const aliases = Array.from(
      { length: 60 },
      (_, i) =>
        `a${i}: category(input: { path: "/mode", locale: "de-AT" }) { products(limit: 72) { id name price { min max old } } }`,
    ).join(' ');
    const wide = await post(`query { ${aliases} }`, {});
    expect(wide.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const deep = await post(
      'query { category(input: { path: "/mode", locale: "de-AT" }) { children { children { children { children { children { children { children { children { children { children { children { children { id } } } } } } } } } } } } } }',
      {},
    );
    expect(deep.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers an unknown persisted hash with PERSISTED_QUERY_NOT_FOUND', async () => {
    const params = new URLSearchParams({
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } }),
    });
    const res = await yoga.fetch(`http://localhost/graphql?${params}`, {
      headers: { accept: 'application/json' },
    });
    const body = (await res.json()) as Json;
    expect(body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});
