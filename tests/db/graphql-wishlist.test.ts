import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import persisted from '@/graphql/generated/persisted-operations.json';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { createShopYoga } from '@/server/graphql/yoga';
import { testDatabases } from '../support/test-databases';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL answers in tests

describe.each(testDatabases())('wishlist API on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let yoga: ReturnType<typeof createShopYoga>;
  let productIds: string[];

  /** A POST as a browser would send it, with the session cookie when there is one. */
  const post = async (name: keyof typeof persisted, variables: Json, cookie?: string) => {
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query: persisted[name].query, variables }),
    });
    const setCookie = res.headers.get('set-cookie');
    return {
      status: res.status,
      headers: res.headers,
      cookie: setCookie ? setCookie.split(';')[0] : undefined,
      body: (await res.json()) as Json,
    };
  };
  const add = (productId: string, cookie?: string) =>
    post('addWishlistItem', { input: { productId, locale: 'de-AT', isTargetingAllowed: false } }, cookie);
  const remove = (itemKey: string, cookie?: string) =>
    post('removeWishlistItem', { input: { itemKey, locale: 'de-AT', isTargetingAllowed: true } }, cookie);
  const list = async (cookie?: string) =>
    (await post('wishlist', { locale: 'de-AT' }, cookie)).body.data.wishlist as Json[];

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 60);
    yoga = createShopYoga(async () => handle.db);
    productIds = (
      (await handle.db.execute(sql`select id from products order by id limit 3`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows.map((r) => r.id);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('is empty without a session, and reading starts none', async () => {
    const res = await post('wishlist', { locale: 'de-AT' });
    expect(res.body).toEqual({ data: { wishlist: [] } });
    expect(res.cookie).toBeUndefined();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('saves products under a new HttpOnly session, the latest first, in the spec shape', async () => {
    const first = await add(productIds[0]!);
    expect(first.body.errors).toBeUndefined();
    expect(first.headers.get('set-cookie')).toMatch(
      /^shop_session=[\w-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
    const cookie = first.cookie!;
    const item = first.body.data.addWishlistItem;
    expect(item.product).toMatchObject({ id: productIds[0], price: { currency: 'EUR' } });
    expect(item.product.images).toHaveLength(1);

    const second = await add(productIds[1]!, cookie);
    expect(second.cookie).toBeUndefined(); // the session exists: no new cookie
    expect((await list(cookie)).map((i) => i.product.id)).toEqual([productIds[1], productIds[0]]);

    // saving again moves the product to the top, without a duplicate
    const again = await add(productIds[0]!, cookie);
    expect(again.body.data.addWishlistItem.id).toBe(item.id);
    expect((await list(cookie)).map((i) => i.product.id)).toEqual([productIds[0], productIds[1]]);

    const short = await post('wishlistIds', { locale: 'de-AT' }, cookie);
    expect(short.body.data.wishlist[0]).toEqual({ id: item.id, product: { id: productIds[0] } });
  });

  it('removes only items of the caller', async () => {
    const mine = await add(productIds[2]!);
    const cookie = mine.cookie!;
    const itemKey = mine.body.data.addWishlistItem.id as string;

    const stranger = await add(productIds[0]!);
    const foreign = await remove(itemKey, stranger.cookie);
    expect(foreign.body.errors[0].extensions.code).toBe('WISHLIST_FAILED_TO_REMOVE_ITEM');
    expect((await remove(itemKey)).body.errors[0].extensions.code).toBe('WISHLIST_FAILED_TO_REMOVE_ITEM');
    expect((await list(cookie)).map((i) => i.id)).toEqual([itemKey]);

    const removed = await remove(itemKey, cookie);
    expect(removed.body).toEqual({ data: { removeWishlistItem: { id: itemKey } } });
    expect(await list(cookie)).toEqual([]);
    expect((await remove(itemKey, cookie)).body.errors[0].extensions.code).toBe(
      'WISHLIST_FAILED_TO_REMOVE_ITEM',
    );
  });

  it('refuses unknown products, malformed keys and forged cookies with the catalogue codes', async () => {
    for (const productId of ['999999', 'abc', '', '1'.repeat(200)]) {
      const res = await add(productId);
      expect(res.status).toBe(200);
      expect(res.body.errors[0].extensions.code).toBe('WISHLIST_FAILED_TO_ADD_ITEM');
      expect(res.cookie).toBeUndefined(); // a failed add leaves no session behind
    }
    expect((await remove('not-a-uuid')).body.errors[0].extensions.code).toBe(
      'WISHLIST_FAILED_TO_REMOVE_ITEM',
    );
    const forged = `shop_session=${'A'.repeat(43)}`;
    expect(await list(forged)).toEqual([]);
    expect(await list('shop_session=%%%')).toEqual([]);
    const locale = await post('wishlist', { locale: 'en-US' });
    expect(locale.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('never answers the wishlist from a shared cache, also by persisted GET', async () => {
    const saved = await add(productIds[0]!);
    const params = new URLSearchParams({
      operationName: 'wishlist',
      variables: JSON.stringify({ locale: 'de-AT' }),
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: persisted.wishlist.hash } }),
    });
    const res = await yoga.fetch(`http://localhost/graphql?${params}`, {
      headers: { accept: 'application/json', cookie: saved.cookie! },
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(((await res.json()) as Json).data.wishlist).toHaveLength(1);
  });
});
