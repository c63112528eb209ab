import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import persisted from '@/graphql/generated/persisted-operations.json';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { createShopYoga } from '@/server/graphql/yoga';
import { testDatabases } from '../support/test-databases';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL answers in tests

describe.each(testDatabases())('listing API on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let yoga: ReturnType<typeof createShopYoga>;

  const post = async (name: keyof typeof persisted, variables: Json) => {
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: persisted[name].query, variables, operationName: name }),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const categoryInput = { path: '/mode', locale: 'de-AT' };

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 300);
    yoga = createShopYoga(async () => handle.db);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('a listing answers every Product field as the product itself does, in euro and in francs', async () => {
    const fields = `id masterKey name flag rating ratingCount heatDegree salesUnit outsold trackingDimensionId
      brand { id name image } colors { id code label isSoldOut }
      images(input: { count: 1 }) { hash type alt } allImages: images { hash }
      price { withTax min max old saving savingRange priceRange currency }
      displayNumber description breadcrumb { id } dimensions { id promotion variants { id } }`;
    for (const [host, locale] of [
      ['localhost', 'de-AT'],
      ['lindgard-ch.localhost', 'de-CH'],
    ] as const) {
      const ask = async (query: string, variables: Json) => {
        const res = await yoga.fetch(`http://${host}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        });
        const body = (await res.json()) as Json;
        expect(body.errors).toBeUndefined();
        return body.data;
      };
      const listing = await ask(
        `query($c: CategoryInput!, $p: ProductListingInput!) { category(input: $c) { productListing(input: $p) { products { ${fields} } } } }`,
        {
          c: { path: locale === 'de-AT' ? '/mode' : '/mode', locale },
          p: { activePage: 1, itemsPerPage: 48, sort: 'priceDesc', locale },
        },
      );
      const products = listing.category.productListing.products as Json[];
      expect(products.length).toBeGreaterThan(20);
      for (const product of products) {
        const alone = await ask(`query($i: ProductByIdInput!) { productById(input: $i) { ${fields} } }`, {
          i: { id: product.id, locale },
        });
        // a listing shows the colours that are not sold out (S7.3)
        const expected = {
          ...alone.productById,
          colors: alone.productById.colors.filter((c: Json) => !c.isSoldOut),
        };
        expect(product, `${host} ${product.id}`).toEqual(expected);
      }
    }
  });

  it('filters: every filter with its choice kind and counts', async () => {
    const { body } = await post('filters', { categoryInput, filterInput: { locale: 'de-AT' } });
    expect(body.errors).toBeUndefined();
    const filters = body.data.category.filters as Json[];
    const color = filters.find((f) => f.id === 'searchColor')!;
    expect(color).toMatchObject({ name: 'Farbe', type: 'color', active: false, filterList: [] });
    expect(color.choices[0]).toEqual({
      id: expect.any(String),
      active: false,
      label: expect.any(String),
      productCount: expect.any(Number),
      color: expect.any(String),
    });
    const price = filters.find((f) => f.id === 'price')!;
    expect(price.choices[0]).toMatchObject({ minActive: null, maxActive: null });
    expect(price.choices[0].min).toBeLessThanOrEqual(price.choices[0].max);
    const sale = filters.find((f) => f.id === 'sale')!;
    expect(sale.choices[0]).toEqual({ name: 'sale', productCount: expect.any(Number) });
  });

  it('productlisting: page, meta, products with one image and active filters', async () => {
    const { body } = await post('productlisting', {
      categoryInput,
      productListingInput: {
        activePage: 1,
        itemsPerPage: 36,
        sort: 'priceAsc',
        filters: [{ id: 'searchColor', values: ['schwarz'] }],
        locale: 'de-AT',
      },
      activeFilterInput: { filters: [{ id: 'searchColor', values: ['schwarz'] }], locale: 'de-AT' },
    });
    expect(body.errors).toBeUndefined();
    const category = body.data.category;
    expect(category).toMatchObject({ name: 'Mode', path: '/mode', visualFilterIds: [] });
    const listing = category.productListing;
    expect(listing.pagination).toMatchObject({ activePage: 1, itemsPerPage: 36 });
    expect(listing.pagination.totalItemsCount).toBe(listing.meta.totalItemsCount);
    expect(listing.products.length).toBe(listing.pagination.itemsOnPage);
    const prices = (listing.products as Json[]).map((p) => p.price.min as number);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    for (const p of listing.products as Json[]) {
      expect(p.images).toHaveLength(1);
      expect((p.colors as Json[]).every((c) => c.isSoldOut === false)).toBe(true);
    }
    expect(category.activeFilterList).toEqual([
      { id: 'searchColor', type: 'color', values: [{ id: 'schwarz', name: 'Schwarz' }] },
    ]);
  });

  it('fullProductlisting answers the next chunk', async () => {
    const input = (activePage: number) => ({ activePage, itemsPerPage: 36, locale: 'de-AT' });
    const one = await post('fullProductlisting', { categoryInput, productListingInput: input(1) });
    const two = await post('fullProductlisting', { categoryInput, productListingInput: input(2) });
    const ids = (r: Json) => (r.body.data.category.productListing.products as Json[]).map((p) => p.masterKey);
    expect(ids(one).some((id: string) => ids(two).includes(id))).toBe(false);
  });

  it.each([
    [{ activePage: 0, itemsPerPage: 36 }, 'activePage'],
    [{ activePage: -1, itemsPerPage: 36 }, 'activePage'],
    [{ activePage: 1, itemsPerPage: 500 }, 'itemsPerPage'],
    [{ activePage: 1, itemsPerPage: 36, sort: 'random' }, 'sort'],
    [{ activePage: 1, itemsPerPage: 36, filters: [{ id: 'bogus', values: ['x'] }] }, 'Unknown filter id'],
    [{ activePage: 1, itemsPerPage: 36, term: 'x'.repeat(500) }, 'term'],
  ])('refuses bad input %j with BAD_USER_INPUT', async (bad, message) => {
    const { status, body } = await post('fullProductlisting', {
      categoryInput,
      productListingInput: { ...bad, locale: 'de-AT' },
    });
    expect(status).toBe(200);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors[0].message).toContain(message);
  });

  it('a wrongly typed page is a GraphQL validation error, not a 500', async () => {
    const { status, body } = await post('fullProductlisting', {
      categoryInput,
      productListingInput: { activePage: 'abc', itemsPerPage: 36, locale: 'de-AT' },
    });
    expect(status).toBeLessThan(500);
    expect(body.errors).toBeDefined();
  });

  it('unknown filter values are ignored', async () => {
    const { body } = await post('filters', {
      categoryInput,
      filterInput: { filters: [{ id: 'searchColor', values: ['kariert'] }], locale: 'de-AT' },
    });
    expect(body.errors).toBeUndefined();
    expect((body.data.category.filters as Json[]).find((f) => f.id === 'searchColor')!.active).toBe(false);
  });
});
