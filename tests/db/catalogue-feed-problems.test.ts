import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoryIndex } from '@/lib/category/tree';
import { ean13CheckDigit } from '@/lib/ean';
import type { AdminActor } from '@/server/admin/admin-actor';
import { formatProblem } from '@/server/admin/feeds/feed-problem';
import { importCatalogue } from '@/server/admin/feeds/catalogue/import-catalogue';
import { CATEGORY_TREE } from '@/server/catalog/category-tree-data';
import { rowsOf } from '@/server/db/rows';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { openTestDatabase, type TestDatabaseHandle } from '../support/test-databases';

const ACTOR: AdminActor = {
  kind: 'key',
  id: 'test',
  name: 'feed test',
  roles: ['merchandiser'],
  shops: null,
  families: null,
};
const DRESSES = createCategoryIndex(CATEGORY_TREE)
  .visibleLeaves()
  .find((leaf) => leaf.productType === 'dress')!.id;
const ean = (n: number) => {
  const first12 = `400${String(n).padStart(9, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
};

const COLUMNS = [
  'style',
  'status',
  'brand',
  'brand_name',
  'category',
  'created_at',
  'forwarding_agent',
  'attributes',
  'name_de',
  'colour',
  'colour_label',
  'colour_code',
  'colour_family',
  'images',
  'image_alts',
  'ean',
  'size',
  'stock',
  'availability',
  'price_eur',
  'old_price_eur',
  'reduced_since_eur',
  'prior_price_eur',
  'price_chf',
  'old_price_chf',
  'promotion',
];
type Row = Partial<Record<(typeof COLUMNS)[number], string>>;

/** A good style's row (a new colour and EAN per number), with cells changed as given. */
const good = (n: number, change: Row = {}): Row => ({
  style: `FEED-${n}`,
  brand: 'feedbrand',
  brand_name: 'Feed Brand',
  category: DRESSES,
  name_de: `Feedkleid ${n}`,
  colour: String(700_000 + n),
  colour_label: 'marine',
  colour_code: '#1f2a44',
  colour_family: 'blau',
  ean: ean(n),
  size: '38',
  stock: '5',
  price_eur: '4999',
  ...change,
});
const csv = (rows: Row[], columns: readonly string[] = COLUMNS) =>
  Buffer.from(
    [columns.join(';'), ...rows.map((row) => columns.map((c) => row[c as keyof Row] ?? '').join(';'))].join(
      '\n',
    ) + '\n',
  );
const run = (db: TestDatabaseHandle['db'], bytes: Buffer, options = {}) =>
  importCatalogue(db, ACTOR, () => Readable.from([bytes]), options);

describe('a catalogue feed with bad rows', () => {
  let handle: TestDatabaseHandle;
  const count = async () =>
    Number(rowsOf<{ n: string }>(await handle.db.execute(sql`select count(*) as n from styles`))[0]!.n);

  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedCatalog(handle.db, 30);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('names every bad line, column and reason in a dry run, and a real run writes nothing', async () => {
    const [taken] = rowsOf<{ id: string; master_key: string }>(
      await handle.db.execute(sql`select id, master_key from products order by id limit 1`),
    );
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const rows: Row[] = [
      good(1), // line 2: good
      good(2, { ean: '4001234567890' }), // 3 check digit
      good(3, { price_eur: '-100' }), // 4
      good(4, { price_eur: '49.99' }), // 5
      good(5, { name_de: '' }), // 6
      good(6, { category: 'gibt-es-nicht' }), // 7
      good(7, { ean: ean(1) }), // 8 an EAN of line 2
      good(8, { stock: 'viele' }), // 9
      good(9, { stock: '-3' }), // 10
      good(10, { old_price_eur: '4999' }), // 11 old price not above
      good(11, { colour_family: 'kariert' }), // 12
      good(12, { colour_code: 'blau' }), // 13
      good(13, { colour: '12345' }), // 14
      good(14, { brand: 'unbekannt', brand_name: '' }), // 15
      good(15, { attributes: 'Baumwolle' }), // 16
      good(16, { attributes: 'gibtsnicht=Wert' }), // 17
      good(17, { created_at: 'gestern' }), // 18
      good(18, { forwarding_agent: 'vielleicht' }), // 19
      good(19, { images: `${700_019}-0|${700_019}-1`, image_alts: 'nur eines' }), // 20
      good(20), // 21
      good(20, { ean: ean(120), size: '40', brand: 'anders' }), // 22 differs from line 21
      good(21), // 23
      good(22), // 24
      good(21, { ean: ean(121), size: '40' }), // 25 style 21 again after 22
      good(23, { availability: 'bald' }), // 26
      good(24, { old_price_eur: '6999', reduced_since_eur: future, prior_price_eur: '6999' }), // 27
      good(25, { old_price_chf: '6990' }), // 28 old price without a price in CHF
      good(26, { stock: '' }), // 29
      good(27, { status: 'online' }), // 30
      good(28, { colour: taken!.id }), // 31 a colour of a seeded style
      good(29), // 32
      good(29, { ean: ean(129) }), // 33 the same size 38 twice
      good(30, { style: '' }), // 34
      good(31, { name_de: 'x'.repeat(201) }), // 35
      good(32, { price_chf: '5990', old_price_chf: '5990' }), // 36
      good(33, { ean: '12345' }), // 37
      good(41, {
        old_price_eur: '6999',
        reduced_since_eur: '2026-11-01T00:00:00Z',
        prior_price_eur: '99999',
      }), // 38
      good(42, { old_price_eur: '6999', reduced_since_eur: '0000-06-01T00:00:00Z', prior_price_eur: '5999' }), // 39
      good(43, { brand: 'Neue Marke', brand_name: 'Neue Marke' }), // 40
      good(44, { promotion: '000' }), // 41
      good(44), // 42 the same EAN, under the colour's promotion: 000 again
    ];
    const bytes = Buffer.concat([
      csv(rows),
      // 43: Latin-1, not UTF-8
      Buffer.from(`FEED-34;;feedbrand;;${DRESSES};;;;Kleid f`),
      Buffer.from([0xfc]),
      Buffer.from(`r alle;700034;marine;#1f2a44;blau;;;${ean(34)};38;5;;4999;;;;;;\n`),
      // 44: a field too few
      Buffer.from(`FEED-35;;feedbrand;;${DRESSES};;;;Kleid;700035;marine;#1f2a44;blau;;;${ean(35)};38;5\n`),
    ]);
    const before = await count();
    const report = await run(handle.db, bytes, { dryRun: true });
    const listed = report.problems.map(formatProblem);
    if (process.env.SHOW_PROBLEMS) console.log(listed.join('\n'));
    const expected: [number, string | null, string][] = [
      [3, 'ean', 'valid check digit'],
      [4, 'price_eur', 'A price is a whole number of minor units'],
      [5, 'price_eur', "'49.99' is not a whole number of cents"],
      [6, 'name_de', 'German (de) name'],
      [7, 'category', "No category has the id 'gibt-es-nicht'"],
      [8, 'ean', `the EAN ${ean(1)} is also a size of FEED-1`],
      [9, 'stock', "'viele' is not a whole number"],
      [10, 'stock', 'A stock level is a whole number from 0'],
      [11, 'old_price_eur', 'An old price is a whole number of minor units above the price'],
      [12, 'colour_family', 'Colour families:'],
      [13, 'colour_code', 'A colour code is #rrggbb'],
      [14, 'colour', 'An article number has 6 digits'],
      [15, 'brand', 'a new brand needs its name in brand_name'],
      [16, 'attributes', "'Baumwolle' is not key=value"],
      [17, 'attributes', "'gibtsnicht' is no attribute"],
      [18, 'created_at', "'gestern' is no date"],
      [19, 'forwarding_agent', "'vielleicht' is neither yes nor no"],
      [20, 'image_alts', '1 alt texts for 2 images'],
      [22, 'brand', 'differs from line 21'],
      [25, 'style', 'the rows of the style FEED-21 follow one another (it began at line 23)'],
      [26, 'availability', 'Availability:'],
      [27, 'reduced_since_eur', 'a reduction cannot start in the future'],
      [28, 'old_price_chf', 'needs the price in CHF'],
      [29, 'stock', 'the stock is required'],
      [30, 'status', 'A status is one of'],
      [31, 'colour', `The article number ${taken!.id} belongs to the style ${taken!.master_key}`],
      [33, 'size', 'came twice under one promotion'],
      [34, 'style', 'the style key is required'],
      [35, 'name_de', 'At most 200 characters'],
      [36, 'old_price_chf', 'An old price is a whole number of minor units above the price'],
      [37, 'ean', 'An EAN has 8, 12, 13 or 14 digits'],
      [38, 'prior_price_eur', 'a prior price is a whole number of cents from 0 to the old price'],
      [39, 'reduced_since_eur', 'from 2000 on'],
      [40, 'brand', 'No brand has this id.'],
      [42, 'size', 'came twice under the promotion 000'],
      [43, null, 'not valid UTF-8'],
      [44, null, 'the line has 18 fields, the header 26'],
    ];
    for (const [line, column, reason] of expected)
      expect(
        report.problems.some((p) => p.line === line && p.column === column && p.reason.includes(reason)),
        `line ${line}, column ${column}: ${reason}\n${listed.join('\n')}`,
      ).toBe(true);
    // the good styles are not named
    for (const line of [2, 21, 23, 24, 32])
      expect(
        report.problems.filter((p) => p.line === line),
        listed.join('\n'),
      ).toEqual([]);
    expect(report).toMatchObject({ written: 0, dryRun: true, rows: 43 });
    expect(await count()).toBe(before);

    // a real run refuses the file whole, and so does skipBad while a line cannot be read
    expect(await run(handle.db, bytes)).toMatchObject({ written: 0, dryRun: false });
    expect(await run(handle.db, bytes, { skipBad: true })).toMatchObject({ written: 0 });
    expect(await count()).toBe(before);
    // with skipBad the good styles are written, the bad ones left out whole
    const skipped = await run(handle.db, csv(rows), { skipBad: true });
    expect(skipped.written).toBe(2);
    const written = rowsOf<{ master_key: string; status: string }>(
      await handle.db.execute(
        sql`select master_key, status from styles where master_key like 'FEED-%' order by 1`,
      ),
    );
    expect(written).toEqual([
      { master_key: 'FEED-1', status: 'draft' },
      { master_key: 'FEED-22', status: 'draft' },
    ]);
  });

  it('never takes a feed’s prior price for a size the shop has sold, whatever date it gives', async () => {
    const [size] = rowsOf<{
      master_key: string;
      primary_category_id: string;
      brand_id: string;
      name: string;
      id: string;
      color_label: string;
      color_code: string;
      color_family: string;
      ean: string;
      size_label: string;
      price_cents: number;
      variant: string;
    }>(
      await handle.db.execute(sql`
        select s.master_key, s.primary_category_id, s.brand_id, s.name, p.id, p.color_label, p.color_code, p.color_family,
               v.ean, v.size_label, v.price_cents, v.id as variant
          from variants v join products p on p.id = v.dimension_id join styles s on s.master_key = p.master_key
          join dimensions d on d.id = v.dimension_id and d.promotion = v.promotion and d.is_default_promotion
         where v.sale_reduction_cents = 0 and v.price_cents between 1000 and 50000 and s.master_key not like 'FEED-%'
         order by v.id limit 1`),
    );
    const inflated = size!.price_cents * 10;
    const report = await run(
      handle.db,
      csv([
        {
          style: size!.master_key,
          brand: size!.brand_id,
          category: size!.primary_category_id,
          name_de: size!.name,
          colour: size!.id,
          colour_label: size!.color_label,
          colour_code: size!.color_code,
          colour_family: size!.color_family,
          ean: size!.ean,
          size: size!.size_label,
          stock: '5',
          price_eur: String(size!.price_cents),
          old_price_eur: String(inflated),
          reduced_since_eur: '2020-01-01T00:00:00Z',
          prior_price_eur: String(inflated),
        },
      ]),
    );
    expect(report.problems).toEqual([]);
    const [after] = rowsOf<{ sale_reduction_cents: number; prior_price_cents: number | null }>(
      await handle.db.execute(
        sql`select sale_reduction_cents, prior_price_cents from variants where id = ${size!.variant} order by promotion limit 1`,
      ),
    );
    // the shop's own 60 days decide: the 30-day low is no more than the price it charged
    expect(after!.prior_price_cents).not.toBe(inflated);
    expect(after!.sale_reduction_cents).toBeLessThan(inflated - size!.price_cents);
    expect(
      rowsOf(
        await handle.db.execute(
          sql`select 1 from price_history where variant_id = ${size!.variant} and valid_from < '2021-01-01'`,
        ),
      ),
    ).toEqual([]);
  });

  it('refuses a bad header whole: an unknown currency or language, a column twice, a required one missing', async () => {
    const columns = [
      'style',
      'brand',
      'category',
      'name_de',
      'name_xx',
      'colour',
      'ean',
      'size',
      'price_eur',
      'price_usd',
      'size',
    ];
    const report = await run(handle.db, csv([good(40)], columns), { skipBad: true });
    const at = (column: string) => report.problems.find((p) => p.line === 1 && p.column === column)?.reason;
    expect(at('price_usd')).toContain("unknown currency 'USD'");
    expect(at('name_xx')).toContain("unknown language 'xx'");
    expect(at('size')).toBe('the column appears twice');
    expect(at('stock')).toBe('the required column is missing');
    expect(report.written).toBe(0);
  });

  it('stops at a quote that is not closed and names its line', async () => {
    const bytes = Buffer.from(
      `style;colour;ean;size;stock;price_eur\nA;700050;${ean(50)};38;5;4999\nB;"700051;${ean(51)};38;5;4999\n`,
    );
    const report = await run(handle.db, bytes, { dryRun: true });
    expect(report.problems).toEqual([{ line: 3, column: null, reason: 'a quoted field is not closed' }]);
  });
});
