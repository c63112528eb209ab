import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ACTOR } from '@/server/admin/keys/create-api-key';
import { importFeed } from '@/server/admin/feeds/import-feed';
import { rowsOf } from '@/server/db/rows';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { testDatabases } from '../support/test-databases';

interface Size {
  id: string;
  promotion: string;
  ean: string;
  stock: number;
  price_cents: number;
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe.each(testDatabases())('stock and price feeds on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let sizes: Size[];

  const sizeNow = async (size: Size) =>
    rowsOf<{ stock: number; price_cents: number }>(
      await handle.db.execute(
        sql`select stock, price_cents from variants where id = ${size.id} and promotion = ${size.promotion}`,
      ),
    )[0]!;

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 30);
    sizes = rowsOf<Size>(
      await handle.db.execute(sql`select id, promotion, ean, stock, price_cents from variants v
                                   where (select count(*) from variants o where o.ean = v.ean) = 1
                                   order by id limit 4`),
    );
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('names every bad row of a stock feed with its line, column and reason, and writes nothing', async () => {
    const [a, b] = sizes;
    const feed = [
      'EAN;Quantity',
      `${a!.ean};12`,
      '9010000001015;3', // check digit
      'abc;3',
      `${b!.ean};-1`,
      `${b!.ean};2.5`,
      `${b!.ean}`,
      `${a!.ean};4`, // duplicate
      '4006381333931;7', // valid, but no size has it
      '',
      `${b!.ean};8`,
    ].join('\r\n');
    const report = await importFeed(handle.db, CLI_ACTOR, bytes(feed));
    expect(report).toMatchObject({ kind: 'stock', rows: 9, written: 0 });
    expect(report.problems.map((p) => [p.line, p.column])).toEqual([
      [3, 'ean'],
      [4, 'ean'],
      [5, 'quantity'],
      [6, 'quantity'],
      [7, null],
      [8, 'ean'],
      [9, 'ean'],
    ]);
    expect(report.problems[5]!.reason).toContain('first on line 2');
    expect(report.problems[6]!.reason).toContain('unknown EAN');
    expect((await sizeNow(a!)).stock).toBe(a!.stock);
    // the good rows only, when asked
    const skipped = await importFeed(handle.db, CLI_ACTOR, bytes(feed), { skipBad: true });
    expect(skipped.written).toBe(2);
    expect((await sizeNow(a!)).stock).toBe(12);
    expect((await sizeNow(b!)).stock).toBe(8);
  });

  it('checks price feeds row by row, and a dry run writes nothing', async () => {
    const [a, b, c] = sizes;
    const feed = [
      'ean,currency,price,old_price,promotion',
      `${a!.ean},EUR,4999,6999,`,
      `${a!.ean},chf,5490,,`,
      `${b!.ean},USD,100,,`,
      `${b!.ean},EUR,-5,,`,
      `${b!.ean},EUR,"49,99",,`,
      `${b!.ean},EUR,4999,4999,`,
      `${b!.ean},EUR,4999,,12`,
      `${b!.ean},EUR,4999,,999`,
      `${c!.ean},EUR,1999,,`,
    ].join('\n');
    const dry = await importFeed(handle.db, CLI_ACTOR, bytes(feed), { dryRun: true });
    expect(dry).toMatchObject({ kind: 'prices', rows: 9, written: 0, dryRun: true });
    expect(dry.problems.map((p) => [p.line, p.column])).toEqual([
      [4, 'currency'],
      [5, 'price'],
      [6, 'price'],
      [7, 'old_price'],
      [8, 'promotion'],
      [9, 'promotion'],
    ]);
    expect((await sizeNow(c!)).price_cents).toBe(c!.price_cents);
    const good = feed
      .split('\n')
      .filter((_, i) => i <= 2 || i === 9)
      .join('\n');
    const real = await importFeed(handle.db, CLI_ACTOR, bytes(good));
    expect(real).toMatchObject({ written: 3, problems: [] });
    expect((await sizeNow(c!)).price_cents).toBe(1999);
    const [franc] = rowsOf<{ price_cents: number }>(
      await handle.db.execute(sql`select price_cents from variant_prices
                                   where variant_id = ${a!.id} and promotion = ${a!.promotion} and currency = 'CHF'`),
    );
    expect(franc!.price_cents).toBe(5490);
    const [audit] = rowsOf<{ n: number }>(
      await handle.db.execute(
        sql`select count(*)::int as n from admin_audit_log where operation = 'setPrices'`,
      ),
    );
    expect(audit!.n).toBeGreaterThanOrEqual(3);
  });

  it('refuses files that are not UTF-8, not CSV, or not a known feed, naming the line', async () => {
    const latin1 = new Uint8Array([
      ...bytes('ean;quantity\n'),
      ...bytes(`${sizes[0]!.ean};1\n`),
      0x47,
      0xfc,
      0x6e,
      0x0a,
    ]);
    expect((await importFeed(handle.db, CLI_ACTOR, latin1)).problems).toEqual([
      { line: 3, column: null, reason: 'the line is not valid UTF-8 (save the file as UTF-8)' },
    ]);
    const quote = await importFeed(handle.db, CLI_ACTOR, bytes(`ean;quantity\n"${sizes[0]!.ean};1\n`));
    expect(quote.problems[0]!.reason).toBe('a quoted field is not closed');
    const unknown = await importFeed(handle.db, CLI_ACTOR, bytes('sku;amount\n1;2\n'));
    expect(unknown.problems[0]!.reason).toContain('unknown feed');
    const extra = await importFeed(handle.db, CLI_ACTOR, bytes('ean;quantity;colour\n1;2;3\n'));
    expect(extra.problems).toEqual([expect.objectContaining({ line: 1, column: 'colour' })]);
    expect((await importFeed(handle.db, CLI_ACTOR, bytes(''))).problems[0]!.reason).toBe('the file is empty');
    expect((await importFeed(handle.db, CLI_ACTOR, bytes('\uFEFFean;quantity\n'))).problems[0]!.reason).toBe(
      'the file has no data rows',
    );
  });
});
