import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import persisted from '@/graphql/generated/persisted-operations.json';
import { shopByCode } from '@/lib/shop/shops';
import type { AdminActor } from '@/server/admin/admin-actor';
import { exportCatalogue } from '@/server/admin/feeds/catalogue/export-catalogue';
import { importCatalogue } from '@/server/admin/feeds/catalogue/import-catalogue';
import { invalidateEverything } from '@/server/cache/invalidate';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { createShopYoga } from '@/server/graphql/yoga';
import { searchCatalog } from '@/server/search/search-catalog';
import { suggest } from '@/server/search/suggest';
import { openTestDatabase, type TestDatabaseHandle } from '../support/test-databases';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL answers in tests

const ACTOR: AdminActor = {
  kind: 'key',
  id: 'test',
  name: 'catalogue test',
  roles: ['merchandiser'],
  shops: null,
  families: null,
};
const SHOPS = [
  ['localhost', 'de-AT', 'lindgard-at'],
  ['lindgard-ch.localhost', 'de-CH', 'lindgard-ch'],
] as const;
const CATEGORIES = ['/mode', '/mode/damen/kleider', '/wohnen', '/sale'];
const TERMS = ['Kleid', 'Bluse', 'Baumwolle', 'Klied', 'marine'];

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let all = '';
  for await (const chunk of chunks) all += chunk;
  return all;
}

/** What a shopper and the shop API see of the catalogue: listings, filters, every product page, search. */
async function answers(db: Database): Promise<Json> {
  invalidateEverything();
  const yoga = createShopYoga(async () => db);
  const ask = async (host: string, name: keyof typeof persisted, variables: Json) => {
    const res = await yoga.fetch(`http://${host}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: persisted[name].query, variables, operationName: name }),
    });
    const body = (await res.json()) as Json;
    expect(body.errors, `${name} ${JSON.stringify(variables)}`).toBeUndefined();
    return body.data;
  };
  const seen: Json = {};
  const ids = rowsOf<{ id: string }>(
    await db.execute(
      sql`select p.id from products p join styles s using (master_key) where s.status = 'published' order by p.id`,
    ),
  ).map((r) => r.id);
  for (const [host, locale, code] of SHOPS) {
    for (const path of CATEGORIES) {
      const categoryInput = { path, locale };
      for (const sort of ['sortKey', 'dateDesc', 'priceAsc'])
        for (const activePage of [1, 2])
          seen[`${code} ${path} ${sort} ${activePage}`] = await ask(host, 'fullProductlisting', {
            categoryInput,
            productListingInput: { activePage, itemsPerPage: 24, sort, locale },
          });
      seen[`${code} ${path} filters`] = await ask(host, 'filters', {
        categoryInput,
        filterInput: { locale },
      });
    }
    for (const term of TERMS) {
      seen[`${code} search ${term}`] = await ask(host, 'fullProductlisting', {
        categoryInput: { path: '/mode', locale },
        productListingInput: { activePage: 1, itemsPerPage: 24, term, locale },
      });
      // the styles a term finds, as a set (the listing above orders them)
      const found = await searchCatalog(db, shopByCode(code)!, term);
      seen[`${code} searchCatalog ${term}`] =
        found.kind === 'results' ? { ...found, masterKeys: [...found.masterKeys].sort() } : found;
      seen[`${code} suggest ${term}`] = await suggest(db, shopByCode(code)!, term);
    }
    for (const id of code === 'lindgard-at' ? ids : ids.filter((_, i) => i % 4 === 0))
      seen[`${code} product ${id}`] = await ask(host, 'productById', { input: { id, locale } });
  }
  return seen;
}

describe('the catalogue feed: an export imported into an empty shop', () => {
  let source: TestDatabaseHandle;
  let target: TestDatabaseHandle;
  let exported: string;

  beforeAll(async () => {
    [source, target] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    await seedCatalog(source.db, 180);
    // reviews are what customers wrote, not the catalogue: neither shop has them here
    await source.db.execute(sql`delete from reviews`);
    exported = await text(exportCatalogue(source.db));
  });
  afterAll(async () => {
    await Promise.all([source?.dispose(), target?.dispose()]);
  });

  it('gives identical listings, filters, product pages and search answers, and exports the same file', async () => {
    const before = await answers(source.db);
    const report = await importCatalogue(target.db, ACTOR, () => Readable.from([Buffer.from(exported)]));
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ styles: 180, written: 180, dryRun: false });
    const after = await answers(target.db);
    for (const key of Object.keys(before)) expect(after[key], key).toEqual(before[key]);
    expect(await text(exportCatalogue(target.db))).toBe(exported);
  });

  it('imports its own export again without changing a thing', async () => {
    const prices = async () =>
      rowsOf(
        await target.db.execute(
          sql`select id, promotion, price_cents, sale_reduction_cents, reduced_since, prior_price_cents, stock from variants order by id, promotion`,
        ),
      );
    const was = await prices();
    const report = await importCatalogue(target.db, ACTOR, () => Readable.from([Buffer.from(exported)]));
    expect(report).toMatchObject({ problems: [], written: 180 });
    expect(await prices()).toEqual(was);
    expect(await text(exportCatalogue(target.db))).toBe(exported);
    // the operator's catalogue: the demo seed (another size, another version) leaves it alone
    expect(await seedCatalog(target.db, 40)).toMatchObject({ seeded: false, own: true, styles: 180 });
    expect(await text(exportCatalogue(target.db))).toBe(exported);
  });
});
