import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/server/db/rows';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { searchCatalog } from '@/server/search/search-catalog';
import { suggest } from '@/server/search/suggest';
import { testDatabases } from '../support/test-databases';
import { shopByCode } from '@/lib/shop/shops';

const AT_SHOP = shopByCode('lindgard-at')!;

describe.each(testDatabases())('search on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let dresses: Set<string>;

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 600);
    dresses = new Set(
      rowsOf<{ master_key: string }>(
        await handle.db.execute(sql`select master_key from styles where product_type = 'dress'`),
      ).map((r) => r.master_key),
    );
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  const found = async (term: string) => {
    const outcome = await searchCatalog(handle.db, AT_SHOP, term);
    if (outcome.kind !== 'results') throw new Error(`expected results for ${term}, got ${outcome.kind}`);
    return outcome;
  };

  it.each(['Kleid', 'Kleider', 'kleider', 'Klied'])('%s finds the dresses', async (term) => {
    const outcome = await found(term);
    const hits = outcome.masterKeys.filter((k) => dresses.has(k));
    expect(dresses.size).toBeGreaterThan(0);
    expect(hits.length).toBe(dresses.size);
  });

  it('corrects a typo and says so', async () => {
    expect((await found('Klied')).correctedTerm).toBe('kleid');
  });

  it('leads an article number to its product, 6 or 9 digits', async () => {
    const [row] = rowsOf<{ id: string; promotion: string }>(
      await handle.db.execute(sql`select id, promotion from dimensions order by id limit 1`),
    );
    expect(await searchCatalog(handle.db, AT_SHOP, row!.id)).toEqual({ kind: 'product', productId: row!.id });
    expect(await searchCatalog(handle.db, AT_SHOP, `${row!.id}${row!.promotion}`)).toEqual({
      kind: 'product',
      productId: row!.id,
    });
  });

  it('leads a redirect term to its page', async () => {
    expect(await searchCatalog(handle.db, AT_SHOP, 'Matratze')).toEqual({
      kind: 'redirect',
      url: '/wohnen/moebel/matratzen',
    });
  });

  it('finds nothing for nonsense, without failing on odd characters', async () => {
    expect((await found('xqzzqx')).masterKeys).toEqual([]);
    expect((await found("'); drop table styles; --")).masterKeys).toEqual([]);
    expect((await found('%_\\:*&|!')).masterKeys).toEqual([]);
  });

  it('suggests all four kinds for three letters', async () => {
    const s = await suggest(handle.db, AT_SHOP, 'blu');
    expect(s.products.length).toBeGreaterThan(0);
    expect(s.categories.length).toBeGreaterThan(0);
    expect(s.terms.length).toBeGreaterThan(0);
    expect(s.brands.length).toBeGreaterThan(0);
    expect(s.brands[0]!.url).toMatch(/^\/search\?q=Kornblume&/);
    expect(s.products[0]!.url).toMatch(/^\/p\/\d{6}\?searchOrigin=searchField&suggestionType=product/);
  });

  it('suggests dress categories, with a suggested colour, and survives odd input', async () => {
    const s = await suggest(handle.db, AT_SHOP, 'kle');
    expect(s.categories.map((c) => c.name)).toContain('Kleider');
    const colored = await suggest(handle.db, AT_SHOP, 'blaue kl');
    expect(colored.categories.some((c) => c.url.includes('searchColor=blau'))).toBe(true);
    expect((await suggest(handle.db, AT_SHOP, ":*&|!'")).products).toEqual([]);
    expect((await suggest(handle.db, AT_SHOP, 'k')).categories).toEqual([]);
  });
});
