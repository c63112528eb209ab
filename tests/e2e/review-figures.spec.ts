import { expect, test, type APIRequestContext } from '@playwright/test';
import { query } from './support/database';

/**
 * Issue 15: for every product, the count and average shown on its tile, on its product page and in
 * the page's JSON-LD equal the published reviews in the database — checked over 500 products as the
 * shop serves them (the HTML a browser receives), against figures computed here from the reviews
 * themselves, not from the statistics table the pages read.
 */

interface Figures {
  count: number;
  /** one decimal, as the shop shows it in de-AT: '3,7' */
  average: string;
}

/** count and average of the published reviews per style, computed from the reviews themselves */
async function publishedFigures(): Promise<Map<string, Figures>> {
  const rows = await query<{ master_key: string; count: string; tenths: string }>(`
    select master_key, count(*) as count, round(sum(rating) * 10.0 / count(*)) as tenths
      from reviews where shop_code = 'lindgard-at' and status = 'published' group by master_key`);
  return new Map(
    rows.map((r) => [
      r.master_key,
      { count: Number(r.count), average: (Number(r.tenths) / 10).toFixed(1).replace('.', ',') },
    ]),
  );
}

/** figures as one comparable string: '3,7 (12)', 'none' */
const text = (figures: Figures | null | undefined) =>
  figures ? `${figures.average} (${figures.count})` : 'none';

/** '3,7 (12 Bewertungen)' as the rating summary shows it, React's text separators removed */
const SUMMARY = /(\d,\d) \((\d+) Bewertung(?:en)?\)/;

function visibleSummary(html: string): Figures | null {
  const match = SUMMARY.exec(html.replaceAll('<!-- -->', ''));
  return match ? { average: match[1]!, count: Number(match[2]) } : null;
}

function jsonLdFigures(html: string): Figures | null {
  for (const [, body] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(body!) as {
      '@type'?: string;
      aggregateRating?: { ratingValue: string; reviewCount: number };
    };
    if (data['@type'] !== 'ProductGroup') continue;
    if (!data.aggregateRating) return null;
    return {
      average: data.aggregateRating.ratingValue.replace('.', ','),
      count: data.aggregateRating.reviewCount,
    };
  }
  throw new Error('no ProductGroup JSON-LD on the page');
}

async function html(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { headers: { accept: 'text/html' } });
  expect(res.status(), path).toBe(200);
  return res.text();
}

test('product pages and their JSON-LD show the published reviews of 500 products', async ({ request }) => {
  test.setTimeout(180_000);
  const expected = await publishedFigures();
  const products = (
    await query<{ id: string; master_key: string }>(
      'select id, master_key from products order by md5(id) limit 500',
    )
  ).map((r) => ({ id: r.id, masterKey: r.master_key }));
  expect(products.length).toBe(500);
  const mismatches: string[] = [];
  let reviewed = 0;
  for (const { id, masterKey } of products) {
    const page = await html(request, `/p/${id}`);
    // the summary under the name; the page's other rating texts (reviews section) come later
    const main = page.slice(page.indexOf('<h1'));
    const want = expected.get(masterKey) ?? null;
    if (want) reviewed++;
    const shown = visibleSummary(main.slice(0, main.indexOf('</p>', main.indexOf('</h1>') + 5) + 4));
    const ld = jsonLdFigures(page);
    if (text(shown) !== text(want)) mismatches.push(`${id} page ${text(shown)} ≠ ${text(want)}`);
    if (text(ld) !== text(want)) mismatches.push(`${id} JSON-LD ${text(ld)} ≠ ${text(want)}`);
  }
  expect(mismatches).toEqual([]);
  // the sample holds both kinds: products with reviews and without
  expect(reviewed).toBeGreaterThan(100);
  expect(reviewed).toBeLessThan(500);
});

test('listing tiles show the published reviews of 500 products', async ({ request }) => {
  test.setTimeout(180_000);
  const expected = await publishedFigures();
  const tiles = new Map<string, Figures | null>();
  for (const category of ['/mode', '/wohnen', '/sale']) {
    for (let page = 1; page <= 20 && tiles.size < 500; page++) {
      const res = await request.get(`${category}${page > 1 ? `?page=${page}` : ''}`, {
        headers: { accept: 'text/html' },
        maxRedirects: 0,
      });
      if (res.status() !== 200) break; // past the last page
      const body = await res.text();
      for (const tile of body.split('<article class="tile"').slice(1)) {
        const id = /href="\/p\/(\d{6})"/.exec(tile)?.[1];
        if (id && !tiles.has(id)) tiles.set(id, visibleSummary(tile.slice(0, tile.indexOf('</article>'))));
      }
    }
  }
  expect(tiles.size).toBeGreaterThanOrEqual(500);
  const keys = new Map(
    (
      await query<{ id: string; master_key: string }>(
        'select id, master_key from products where id = any($1)',
        [[...tiles.keys()]],
      )
    ).map((r) => [r.id, r.master_key]),
  );
  const mismatches = [...tiles]
    .filter(([id, shown]) => text(shown) !== text(expected.get(keys.get(id)!) ?? null))
    .map(([id, shown]) => `${id}: ${text(shown)} ≠ ${text(expected.get(keys.get(id)!))}`);
  expect(mismatches).toEqual([]);
});
