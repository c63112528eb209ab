import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProductDetail, getProductDetails } from '@/server/catalog/get-product-detail';
import { rowsOf } from '@/server/db/rows';
import { isTransaction } from '@/server/db/is-transaction';
import { concurrentQueries } from '@/server/db/concurrent-queries';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { openTestDatabase } from '../support/test-databases';

type Handle = Awaited<ReturnType<typeof openTestDatabase>>;

/** The product page's load (one id, prepared statements) against the lists' load (many ids). */
describe('loading one product', () => {
  let handle: Handle;
  let ids: string[];
  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedCatalog(handle.db, 120);
    // colours of styles with several colours first, then single-colour styles
    ids = rowsOf<{ id: string }>(
      await handle.db.execute(sql`select p.id from products p
        order by (select count(*) from products s where s.master_key = p.master_key) desc, p.id limit 24`),
    ).map((r) => r.id);
  });
  afterAll(async () => {
    await handle.dispose();
  });

  it('reads what the many-products load reads, with every colour of the style, past five calls per connection', async () => {
    expect(ids).toHaveLength(24);
    // more calls than PostgreSQL's five custom plans per connection before it keeps a generic one
    for (const id of [...ids, ...ids]) {
      const [expected] = await getProductDetails(handle.db, [id]);
      expect(expected?.id).toBe(id);
      const detail = await getProductDetail(handle.db, id);
      expect(detail).toEqual(expected);
      expect(detail!.colors.length).toBeGreaterThan(0);
    }
    const [first] = await getProductDetails(handle.db, [ids[0]!]);
    expect(first!.colors.length).toBeGreaterThan(1);
  });

  it('tells a transaction from the pool by its shape, also one of another copy of drizzle', async () => {
    expect(isTransaction(handle.db)).toBe(false);
    await handle.db.transaction(async (tx) => {
      expect(isTransaction(tx)).toBe(true);
      // Next.js bundles drizzle-orm once per route bundle: the transaction a page gets may be of
      // another copy's class, the same in shape
      class OtherCopysTransaction {
        rollback(): never {
          throw new Error('rolled back');
        }
      }
      expect(isTransaction(new OtherCopysTransaction())).toBe(true);
      // inside it, reads go one after the other on its connection, in the order given
      const order: string[] = [];
      const read = (name: string) => async () => {
        order.push(`start ${name}`);
        await tx.execute(sql`select pg_sleep(0.01)`);
        order.push(`end ${name}`);
        return name;
      };
      expect(await concurrentQueries(tx, read('a'), read('b'))).toEqual(['a', 'b']);
      expect(order).toEqual(['start a', 'end a', 'start b', 'end b']);
    });
  });

  it('answers null for an unknown or malformed id', async () => {
    expect(await getProductDetail(handle.db, '999999')).toBeNull();
    expect(await getProductDetail(handle.db, '12345')).toBeNull();
    expect(await getProductDetail(handle.db, "1'; --")).toBeNull();
  });

  it('reads a transaction’s own changes inside it and the committed state outside', async () => {
    const id = ids[0]!;
    const before = await getProductDetail(handle.db, id);
    const size = before!.color.dimensions[0]!.variants[0]!;
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`update variants set stock = 0, availability_state = 'outOfStock'
                              where id = ${size.id} and promotion = ${size.promotion}`);
        const inside = await getProductDetail(tx, id);
        const changed = inside!.color.dimensions[0]!.variants.find((v) => v.id === size.id);
        expect(changed).toMatchObject({ stock: 0, availabilityState: 'outOfStock' });
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'Rollback') throw error;
      });
    expect(await getProductDetail(handle.db, id)).toEqual(before);
  });

  it('still loads after a migration changed the type of a column its statements return', async () => {
    const id = ids[1]!;
    const before = await getProductDetail(handle.db, id);
    // as another node's migration would, while this process holds the statements prepared
    await handle.db.execute(sql`alter table brands alter column name type varchar(200)`);
    await handle.db.execute(sql`alter table products alter column color_label type varchar(200)`);
    for (let i = 0; i < 12; i++) expect(await getProductDetail(handle.db, id)).toEqual(before);
  });
});
