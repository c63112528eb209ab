import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoryIndex } from '@/lib/category/tree';
import { ean13CheckDigit } from '@/lib/ean';
import { shopByCode } from '@/lib/shop/shops';
import { createAdminEndpoint } from '@/server/admin-api/admin-endpoint';
import { createApiKey } from '@/server/admin/keys/create-api-key';
import { CACHE_TAGS, categoryTag, productTag, styleTag } from '@/server/cache-tags';
import { catalogChangeTags } from '@/server/cache/change-tags';
import { invalidate } from '@/server/cache/invalidate';
import { CATALOG_CHANNEL } from '@/server/cache/change-listener';
import { CATEGORY_TREE } from '@/server/catalog/category-tree-data';
import { getProductDetail } from '@/server/catalog/get-product-detail';
import { getCurrentProductDetails } from '@/server/catalog/get-current-product-details';
import { rowsOf } from '@/server/db/rows';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { loadFacetSource } from '@/server/listing/facet-index';
import { loadTiles } from '@/server/listing/load-tiles';
import { searchCatalog } from '@/server/search/search-catalog';
import { sitemapProducts } from '@/server/seo/sitemap-data';
import { testDatabases } from '../support/test-databases';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL answers in tests

const AT = shopByCode('lindgard-at')!;
const CH = shopByCode('lindgard-ch')!;
const CH_FR = shopByCode('lindgard-chfr')!;
const DRESSES = createCategoryIndex(CATEGORY_TREE)
  .visibleLeaves()
  .find((leaf) => leaf.productType === 'dress')!;

const ean = (first12: string) => `${first12}${ean13CheckDigit(first12)}`;

/** A new style of 2 colours × 3 sizes with EUR and CHF prices. */
function newStyle(key: string, articles: [string, string], name: string, brand: string): Json {
  return {
    id: key,
    brand,
    primaryCategoryId: DRESSES.id,
    texts: [
      { language: 'de', name, mainTitle: `${name} aus Leinen`, description: 'Luftig und leicht.' },
      { language: 'fr', name: 'Robe en lin', description: 'Légère.' },
    ],
    attributes: [{ key: 'mainMaterial', value: 'Leinen' }],
    colors: articles.map((id, c) => ({
      id,
      label: c === 0 ? 'marine' : 'sand',
      code: c === 0 ? '#1f2a44' : '#d8c7a5',
      family: c === 0 ? 'blau' : 'beige',
      promotion: '010',
      sizes: ['38', '40', '42'].map((label, s) => ({
        ean: ean(`400${id}${s}00`),
        label,
        stock: 5 + s,
        prices: [
          { currency: 'EUR', price: 5999 },
          { currency: 'CHF', price: 6490 },
        ],
      })),
    })),
  };
}

const UPSERT = `mutation($input: [StyleInput!]!) { upsertProducts(input: $input) {
  written created refused { index key field code message } } }`;
const PUBLISH = `mutation($ids: [ID!]!) { publishProducts(ids: $ids) { written refused { index code } } }`;
const UNPUBLISH = `mutation($ids: [ID!]!) { unpublishProducts(ids: $ids) { written refused { index code } } }`;

describe.each(testDatabases())('upsertProducts and publishing on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let handleRequest: (request: Request) => Promise<Response>;
  let merchandiser: string;
  let brand: string;
  let takenEan: string;
  let takenArticle: string;
  const notified: string[] = [];

  const call = async (query: string, variables: Json = {}, secret = merchandiser) => {
    const response = await handleRequest(
      new Request('http://lindgard-at.localhost/admin-api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        body: JSON.stringify({ query, variables }),
      }),
    );
    return { status: response.status, body: (await response.json()) as Json };
  };
  /** what the change listener does on every node */
  const propagate = async (key: string) => invalidate(await catalogChangeTags(handle.db, [`style:${key}`]));
  const found = async (shop: typeof AT, term: string) => {
    const outcome = await searchCatalog(handle.db, shop, term);
    return outcome.kind === 'results' ? outcome.masterKeys : [];
  };

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 40);
    handleRequest = createAdminEndpoint(
      async () => handle.db,
      async () => null,
    );
    const created = await createApiKey(handle.db, { name: 'upsert', roles: ['merchandiser'] }, 'cli');
    if (!created.ok) throw new Error(created.message);
    merchandiser = created.secret;
    const [row] = rowsOf<{ brand_id: string; ean: string; id: string }>(
      await handle.db
        .execute(sql`select s.brand_id, v.ean, p.id from styles s join products p using (master_key)
                                   join variants v on v.dimension_id = p.id order by v.id limit 1`),
    );
    brand = row!.brand_id;
    takenEan = row!.ean;
    takenArticle = row!.id;
    await handle.listen(CATALOG_CHANNEL, (payload) => notified.push(payload));
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('creates a style as a draft that the shop shows nowhere', async () => {
    const answer = await call(UPSERT, {
      input: [newStyle('NEU-1', ['710001', '710002'], 'Leinenkleid Alba', brand)],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.upsertProducts).toEqual({ written: 1, created: ['NEU-1'], refused: [] });
    const detail = await getProductDetail(handle.db, '710001');
    expect(detail?.published).toBe(false);
    // a basket holding it finds it sold out
    expect(detail?.color.dimensions[0]!.variants.every((v) => v.availabilityState === 'outsold')).toBe(true);
    expect((await loadFacetSource(handle.db, ['NEU-1'])).has('NEU-1')).toBe(false);
    expect(await loadTiles(handle.db, AT, ['NEU-1'])).toEqual([]);
    expect(await found(AT, 'Leinenkleid Alba')).not.toContain('NEU-1');
    const sizes = rowsOf<{ id: string; promotion: string; ean: string; stock: number }>(
      await handle.db.execute(
        sql`select id, promotion, ean, stock from variants where dimension_id = '710001' order by id`,
      ),
    );
    expect(sizes.map((s) => [s.id, s.promotion, s.stock])).toEqual([
      ['71000100', '010', 5],
      ['71000101', '010', 6],
      ['71000102', '010', 7],
    ]);
  });

  it('publishes it: on its listing, in search and sitemaps, with its CHF price in the Swiss shop', async () => {
    const answer = await call(PUBLISH, { ids: ['NEU-1'] });
    expect(answer.body.data.publishProducts).toEqual({ written: 1, refused: [] });
    await expect.poll(() => notified.includes('style:NEU-1'), { timeout: 5000 }).toBe(true);
    // a draft's categories told no one (no shopper saw it); its publication finds them by its key
    expect(notified).not.toContain(`category:${DRESSES.id}`);
    const tags = await catalogChangeTags(handle.db, ['style:NEU-1']);
    expect(tags).toEqual(
      expect.arrayContaining([
        CACHE_TAGS.search,
        CACHE_TAGS.facets,
        styleTag('NEU-1'),
        productTag('710001'),
        productTag('710002'),
        categoryTag(DRESSES.id),
      ]),
    );
    await propagate('NEU-1');
    const source = await loadFacetSource(handle.db, ['NEU-1']);
    expect(source.get('NEU-1')?.categories).toContain(DRESSES.id);
    expect(source.get('NEU-1')?.row.price).toBe(5999);
    expect(source.get('NEU-1')?.listPrices).toEqual([['CHF', 6490]]);
    const [tile] = await loadTiles(handle.db, CH, ['NEU-1']);
    expect(tile?.listPrices?.CHF?.priceMin).toBe(6490);
    expect(await found(AT, 'Leinenkleid Alba')).toEqual(['NEU-1']);
    expect(await found(CH_FR, 'Robe en lin')).toContain('NEU-1');
    expect((await sitemapProducts(handle.db, 0)).map((p) => p.id)).toEqual(
      expect.arrayContaining(['710001', '710002']),
    );
    expect((await getProductDetail(handle.db, '710002'))?.published).toBe(true);
    // a published style joining a category names it (the category's counts and later pages)
    const other =
      createCategoryIndex(CATEGORY_TREE)
        .visibleLeaves()
        .find((leaf) => leaf.id !== DRESSES.id && leaf.productType === 'dress') ??
      createCategoryIndex(CATEGORY_TREE)
        .visibleLeaves()
        .find((leaf) => leaf.id !== DRESSES.id)!;
    const joined = newStyle('NEU-1', ['710001', '710002'], 'Leinenkleid Alba', brand);
    joined.categoryIds = [other.id];
    expect((await call(UPSERT, { input: [joined] })).body.data.upsertProducts.written).toBe(1);
    await expect.poll(() => notified.includes(`category:${other.id}`), { timeout: 5000 }).toBe(true);
  });

  it('updates a style whole, keeping each EAN’s variant id, and adds a size', async () => {
    const style = newStyle('NEU-1', ['710001', '710002'], 'Leinenkleid Alba Neu', brand);
    style.colors[0].sizes.push({
      ean: ean('400710001900'),
      label: '44',
      stock: 2,
      prices: [{ currency: 'EUR', price: 6499 }],
    });
    const answer = await call(UPSERT, { input: [style] });
    expect(answer.body.data.upsertProducts).toEqual({ written: 1, created: [], refused: [] });
    const sizes = rowsOf<{ id: string; size_label: string; size_order: number }>(
      await handle.db.execute(
        sql`select id, size_label, size_order from variants where dimension_id = '710001' order by size_order`,
      ),
    );
    expect(sizes.map((s) => [s.id, s.size_label])).toEqual([
      ['71000100', '38'],
      ['71000101', '40'],
      ['71000102', '42'],
      ['71000103', '44'],
    ]);
    const [state] = rowsOf<{ status: string; name: string }>(
      await handle.db.execute(sql`select status, name from styles where master_key = 'NEU-1'`),
    );
    // still published: an update keeps the state
    expect(state).toEqual({ status: 'published', name: 'Leinenkleid Alba Neu' });
    await propagate('NEU-1');
    expect(await found(AT, 'Alba Neu')).toEqual(['NEU-1']);
    const audit = rowsOf<{ before: Json; after: Json }>(
      await handle.db.execute(sql`select before, after from admin_audit_log
                                   where operation = 'upsertProducts' and entity_id = 'NEU-1' order by id desc limit 1`),
    );
    expect(audit[0]!.before.name).toBe('Leinenkleid Alba');
    expect(audit[0]!.after.texts[0].name).toBe('Leinenkleid Alba Neu');
  });

  it('names every refused field and writes nothing of a refused style', async () => {
    const bad = newStyle('NEU-2', ['720001', '720002'], 'Kleid Bad', brand);
    bad.texts = [{ language: 'fr', name: 'Robe' }];
    bad.colors[0].sizes[0].ean = '4001234567890';
    bad.colors[0].sizes[1].prices = [{ currency: 'CHF', price: 100 }];
    bad.colors[1].family = 'lila-gestreift';
    const taken = newStyle('NEU-3', [takenArticle, '730002'], 'Kleid Taken', brand);
    taken.colors[1].sizes[0].ean = takenEan;
    const unknownBrand = newStyle('NEU-4', ['740001', '740002'], 'Kleid Brand', 'no-such-brand');
    const answer = await call(UPSERT, { input: [bad, taken, unknownBrand] });
    const result = answer.body.data.upsertProducts;
    expect(result.written).toBe(0);
    expect(result.refused.map((r: Json) => [r.index, r.field, r.code])).toEqual([
      [0, 'texts', 'MISSING_GERMAN_NAME'],
      [0, 'colors.0.sizes.0.ean', 'INVALID_EAN'],
      [0, 'colors.0.sizes.1.prices', 'MISSING_EURO_PRICE'],
      [0, 'colors.1.family', 'UNKNOWN_COLOR_FAMILY'],
      [1, 'colors.0.id', 'ARTICLE_NUMBER_TAKEN'],
      [1, 'colors.1.sizes.0.ean', 'EAN_TAKEN'],
      [2, 'brand', 'UNKNOWN_BRAND'],
    ]);
    const [count] = rowsOf<{ n: number }>(
      await handle.db.execute(
        sql`select count(*)::int as n from styles where master_key like 'NEU-_' and master_key <> 'NEU-1'`,
      ),
    );
    expect(count!.n).toBe(0);
  });

  it('takes a style offline: gone from listings, search and sitemaps; its sizes sold out', async () => {
    const answer = await call(UNPUBLISH, { ids: ['710002', 'NO-SUCH'] });
    expect(answer.body.data.unpublishProducts).toEqual({
      written: 1,
      refused: [{ index: 1, code: 'UNKNOWN_PRODUCT' }],
    });
    await propagate('NEU-1');
    expect((await loadFacetSource(handle.db, ['NEU-1'])).has('NEU-1')).toBe(false);
    expect(await loadTiles(handle.db, AT, ['NEU-1'])).toEqual([]);
    expect(await found(AT, 'Leinenkleid')).not.toContain('NEU-1');
    expect((await sitemapProducts(handle.db, 0)).map((p) => p.id)).not.toContain('710001');
    const detail = await getProductDetail(handle.db, '710001');
    expect(detail?.published).toBe(false);
    expect(detail?.color.outsold).toBe(true);
    const [style] = rowsOf<{ status: string }>(
      await handle.db.execute(sql`select status from styles where master_key = 'NEU-1'`),
    );
    expect(style!.status).toBe('unpublished');
  });

  it('keeps a style offline sold out for baskets, whatever the stock of its sizes', async () => {
    const [current] = await getCurrentProductDetails(handle.db, ['710001']);
    expect(current?.published).toBe(false);
    expect(current?.color.dimensions.flatMap((d) => d.variants).every((v) => v.stock === 0)).toBe(true);
  });

  it('gives a new colour or EAN to one style only when two calls claim it at once, and never deadlocks', async () => {
    const a = newStyle('RACE-A', ['760001', '760002'], 'Kleid Race A', brand);
    const b = newStyle('RACE-B', ['760001', '760003'], 'Kleid Race B', brand);
    const stockOf = (ean: string) => ({ ean, quantity: 3 });
    const answers = await Promise.all([
      call(UPSERT, { input: [a] }),
      call(UPSERT, { input: [b] }),
      // stock writes lock sizes, then colours: an upsert of the same style must not wait crosswise
      ...a.colors[1].sizes.map((size: Json) =>
        call(`mutation($i: [SetStockInput!]!) { setStock(input: $i) { written } }`, {
          i: [stockOf(size.ean)],
        }),
      ),
      call(UPSERT, { input: [a] }),
    ]);
    for (const answer of answers) expect(answer.status).toBe(200);
    const [first, second] = answers.map((answer) => answer.body.data.upsertProducts);
    // one of the two got colour 760001; the other is refused naming it
    expect([first.written, second.written].sort()).toEqual([0, 1]);
    const loser = first.written === 0 ? first : second;
    expect(loser.refused.map((r: Json) => [r.field, r.code])).toContainEqual([
      'colors.0.id',
      'ARTICLE_NUMBER_TAKEN',
    ]);
    const owners = rowsOf<{ master_key: string }>(
      await handle.db.execute(sql`select master_key from products where id = '760001'`),
    );
    expect(owners).toHaveLength(1);
  });

  it('keeps an existing colour’s promotion when an update names none, and refuses a promotion without sizes', async () => {
    const style = newStyle('NEU-5', ['750001', '750002'], 'Kleid Promo', brand);
    expect((await call(UPSERT, { input: [style] })).body.data.upsertProducts.written).toBe(1);
    for (const colour of style.colors) delete colour.promotion;
    expect((await call(UPSERT, { input: [style] })).body.data.upsertProducts.written).toBe(1);
    const dimensions = rowsOf<{ promotion: string; is_default_promotion: boolean }>(
      await handle.db.execute(
        sql`select promotion, is_default_promotion from dimensions where id = '750001'`,
      ),
    );
    expect(dimensions).toEqual([{ promotion: '010', is_default_promotion: true }]);
    style.colors[0].promotion = '020';
    for (const size of style.colors[0].sizes) size.promotion = '030';
    style.colors[1].sizes[0].label = ' 40 ';
    const answer = (await call(UPSERT, { input: [style] })).body.data.upsertProducts;
    expect(answer.refused.map((r: Json) => [r.field, r.code])).toEqual([
      ['colors.0.promotion', 'PROMOTION_WITHOUT_SIZES'],
      // ' 40 ' is the size 40, which the colour has already
      ['colors.1.sizes.1.label', 'DUPLICATE_SIZE'],
    ]);
  });

  it('keeps the mkz, date and variant ids a migration gives, and refuses ones that do not fit', async () => {
    const style = newStyle('NEU-6', ['780001', '780002'], 'Kleid Migration', brand);
    Object.assign(style, { mkz: '42', createdAt: '2025-03-01T08:00:00Z' });
    style.colors[0].sizes[0].variantId = '78000107';
    expect((await call(UPSERT, { input: [style] })).body.data.upsertProducts.refused).toEqual([]);
    const [row] = rowsOf<{ mkz: string; created_at: string }>(
      await handle.db.execute(sql`select mkz, created_at::text from styles where master_key = 'NEU-6'`),
    );
    expect(row).toEqual({ mkz: '42', created_at: '2025-03-01 08:00:00+00' });
    const ids = rowsOf<{ id: string }>(
      await handle.db.execute(sql`select id from variants where dimension_id = '780001' order by size_order`),
    ).map((r) => r.id);
    // the given id, then the next free ones
    expect(ids).toEqual(['78000107', '78000100', '78000101']);
    // an update without them keeps them
    delete style.mkz;
    delete style.createdAt;
    expect((await call(UPSERT, { input: [style] })).body.data.upsertProducts.written).toBe(1);
    expect(rowsOf(await handle.db.execute(sql`select mkz from styles where master_key = 'NEU-6'`))).toEqual([
      { mkz: '42' },
    ]);

    const bad = newStyle('NEU-7', ['780003', '780004'], 'Kleid Falsch', brand);
    Object.assign(bad, { mkz: '4', createdAt: '2999-01-01T00:00:00Z' });
    bad.colors[0].sizes[0].variantId = '78000499';
    bad.colors[0].sizes[1].variantId = '78000300';
    bad.colors[0].sizes[2].variantId = '78000300';
    const refused = (await call(UPSERT, { input: [bad] })).body.data.upsertProducts.refused;
    expect(refused.map((r: Json) => [r.field, r.code])).toEqual([
      ['mkz', 'INVALID_MKZ'],
      ['createdAt', 'INVALID_DATE'],
      ['colors.0.sizes.0.variantId', 'INVALID_VARIANT_ID'],
      ['colors.0.sizes.2.variantId', 'DUPLICATE_VARIANT_ID'],
    ]);
    // a new size may not take the id of an existing one
    const taking = newStyle('NEU-6', ['780001', '780002'], 'Kleid Migration', brand);
    taking.colors[0].sizes[0].ean = ean('400780001900');
    taking.colors[0].sizes[0].label = '44';
    taking.colors[0].sizes[0].variantId = '78000101';
    expect(
      (await call(UPSERT, { input: [taking] })).body.data.upsertProducts.refused.map((r: Json) => r.code),
    ).toContain('VARIANT_ID_TAKEN');
  });

  it('refuses a key limited to one family, and a key without the catalogue role, with 403', async () => {
    const limited = await createApiKey(
      handle.db,
      { name: 'mirella', roles: ['merchandiser'], families: ['mirella'] },
      'cli',
    );
    const service = await createApiKey(handle.db, { name: 'service', roles: ['service'] }, 'cli');
    if (!limited.ok || !service.ok) throw new Error('key');
    for (const secret of [limited.secret, service.secret]) {
      const answer = await call(PUBLISH, { ids: ['NEU-1'] }, secret);
      expect(answer.status).toBe(403);
      expect(answer.body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
  });
});
