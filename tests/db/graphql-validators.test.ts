import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import persisted from '@/graphql/generated/persisted-operations.json';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { createGraphQLHandler } from '@/server/graphql/handle-request';
import { testDatabases } from '../support/test-databases';

/**
 * Public GET answers of the API are the same for everyone: they carry an ETag (304 when unchanged)
 * and the tags of what they read (Surrogate-Key), so a cache in front is purged with the pages.
 */
describe.each(testDatabases())('validators and tags of public API answers on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let graphql: ReturnType<typeof createGraphQLHandler>;
  let productId: string;

  const get = (name: keyof typeof persisted, variables: object, headers: Record<string, string> = {}) =>
    graphql(
      new Request(
        `http://localhost:3000/graphql?${new URLSearchParams({
          operationName: name,
          variables: JSON.stringify(variables),
          extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: persisted[name].hash } }),
        })}`,
        { headers: { host: 'localhost:3000', accept: 'application/json', ...headers } },
      ),
    );

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 30);
    graphql = createGraphQLHandler(async () => handle.db);
    const { rows } = (await handle.db.execute(
      sql`select id from products where not outsold order by id limit 1`,
    )) as unknown as { rows: { id: string }[] };
    productId = rows[0]!.id;
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('answers a product by GET with its tags and a validator, and 304 while it is unchanged', async () => {
    const input = { id: productId, locale: 'de-AT' };
    const first = await get('productPriceAndNameById', { input });
    expect(first.status).toBe(200);
    expect((await first.json()).data.productById.id).toBe(productId);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const tags = first.headers.get('surrogate-key')!.split(' ');
    expect(tags).toEqual(expect.arrayContaining(['catalog', `product:${productId}`]));
    expect(tags.some((tag) => tag.startsWith('shop:'))).toBe(true);

    const again = await get('productPriceAndNameById', { input }, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    // a changed price is a changed answer: the old validator no longer matches
    await handle.db.execute(
      sql`update variants set price_cents = price_cents + 100 where dimension_id = ${productId}`,
    );
    const changed = await get('productPriceAndNameById', { input }, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('gives personal and failed answers neither a validator nor tags', async () => {
    const failed = await get('productPriceAndNameById', { input: { id: productId, locale: 'xx-XX' } });
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect(failed.headers.get('etag')).toBeNull();
    expect(failed.headers.get('surrogate-key')).toBeNull();
    const basket = await get('basket', {});
    expect(basket.headers.get('cache-control')).toBe('no-store');
    expect(basket.headers.get('etag')).toBeNull();
    expect(basket.headers.get('surrogate-key')).toBeNull();
  });
});
