import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategoryIndex } from '@/lib/category/tree';
import { ean13CheckDigit } from '@/lib/ean';
import { createCatalogueFeedEndpoint } from '@/server/admin-api/catalogue-feed-endpoint';
import { createApiKey } from '@/server/admin/keys/create-api-key';
import { CATEGORY_TREE } from '@/server/catalog/category-tree-data';
import { rowsOf } from '@/server/db/rows';
import { sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabaseHandle } from '../support/test-databases';

const DRESS = createCategoryIndex(CATEGORY_TREE)
  .visibleLeaves()
  .find((leaf) => leaf.productType === 'dress')!;
const ean = (first12: string) => `${first12}${ean13CheckDigit(first12)}`;
const HEADER =
  'style;brand;brand_name;category;name_de;colour;colour_label;colour_code;colour_family;ean;size;stock;price_eur';
const row = (key: string, colour: string, s: number, price = '5999') =>
  `${key};api-marke;API Marke;${DRESS.id};Kleid ${key};${colour};rot;#aa0000;rot;${ean(`402${colour}${s}00`)};${36 + s * 2};4;${price}`;

describe('POST /admin-api/catalogue-feed', () => {
  let handle: TestDatabaseHandle;
  let endpoint: (request: Request) => Promise<Response>;
  const key = async (roles: string[]) => {
    const created = await createApiKey(handle.db, { name: `feed ${roles.join('+')}`, roles }, 'cli');
    if (!created.ok) throw new Error(created.message);
    return created.secret;
  };
  const post = async (secret: string | null, body: string, query = '') => {
    const response = await endpoint(
      new Request(`http://lindgard-at.localhost/admin-api/catalogue-feed${query}`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', ...(secret ? { authorization: `Bearer ${secret}` } : {}) },
        body,
      }),
    );
    const text = await response.text();
    return { status: response.status, type: response.headers.get('content-type'), text };
  };
  const lines = (text: string) =>
    text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    handle = await openTestDatabase();
    endpoint = createCatalogueFeedEndpoint(
      async () => handle.db,
      async () => null,
    );
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('loads a catalogue file with a merchandiser key, its progress and report as NDJSON', async () => {
    const secret = await key(['merchandiser']);
    const file = [
      HEADER,
      row('API-1', '810001', 0),
      row('API-1', '810001', 1),
      row('API-2', '810002', 0),
    ].join('\n');
    const dry = await post(secret, file, '?dryRun=1');
    expect(dry.status).toBe(200);
    expect(dry.type).toContain('application/x-ndjson');
    const dryLines = lines(dry.text);
    expect(dryLines[0]).toEqual({ phase: 'uploaded', styles: 0 });
    expect(dryLines).toContainEqual({ phase: 'checked', styles: 2 });
    expect(dryLines.at(-1)).toEqual({
      report: { rows: 3, styles: 2, problems: [], written: 0, dryRun: true },
    });
    const real = lines((await post(secret, file)).text);
    expect(real).toContainEqual({ phase: 'written', styles: 2 });
    expect(real.at(-1)).toEqual({ report: { rows: 3, styles: 2, problems: [], written: 2, dryRun: false } });
    expect(rowsOf(await handle.db.execute(sql`select master_key, status from styles order by 1`))).toEqual([
      { master_key: 'API-1', status: 'draft' },
      { master_key: 'API-2', status: 'draft' },
    ]);
    // a bad row: named, nothing written
    const bad = lines((await post(secret, [HEADER, row('API-3', '810003', 0, '-1')].join('\n'))).text);
    expect(bad.at(-1)).toMatchObject({
      report: {
        written: 0,
        problems: [{ line: 2, column: 'price_eur', reason: expect.stringContaining('A price') }],
      },
    });
  });

  it('refuses callers without the catalogue role, without a key, and an empty body', async () => {
    expect((await post(await key(['service']), `${HEADER}\n`)).status).toBe(403);
    expect((await post(null, `${HEADER}\n`)).status).toBe(401);
    const empty = await post(await key(['merchandiser']), '');
    expect(empty.status).toBe(400);
    expect(JSON.parse(empty.text).errors[0].message).toContain('CSV');
  });
});
