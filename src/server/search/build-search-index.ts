import { sql } from 'drizzle-orm';
import { COLOR_FAMILIES } from '@/lib/color-families';
import { createCategoryIndex } from '@/lib/category/tree';
import { listingHeadline } from '@/lib/listing-headline';
import { CATEGORY_TREE } from '@/server/catalog/category-tree-data';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { searchRedirects, searchTerms } from '@/server/db/schema/search';
import { insertChunked } from '@/server/db/seed/insert-chunked';
import { SEARCH_REDIRECTS } from './search-redirects-data';

const WORD_SPLIT = `[^[:alpha:]äöüÄÖÜß]+`;

/**
 * Builds the search tables from the catalogue: documents (German full text), the lexicon for typo
 * tolerance, suggestion terms (categories, categories with a suggested colour, brands, words of the
 * assortment) and the redirects. Set-based SQL, a few seconds for 100,000 styles.
 */
export async function buildSearchIndex(db: Database): Promise<void> {
  await db.execute(sql`truncate table search_documents, search_terms, search_lexicon, search_redirects`);
  // names and display titles of every category a style is in ('Kleider' for an 'Etuikleid')
  const categoryNames = sql.join(
    createCategoryIndex(CATEGORY_TREE)
      .all()
      .map((n) => sql`(${n.id}, ${[n.name, n.title ?? ''].join(' ').trim()})`),
    sql`, `,
  );
  await db.execute(sql`
    with category_names (category_id, names) as (values ${categoryNames})
    insert into search_documents (master_key, document, name_lower, lead_product_id, name, sort_key)
    select s.master_key,
           setweight(to_tsvector('german', s.name), 'A')
             || setweight(to_tsvector('german', b.name || ' ' || coalesce(k.names, '')), 'B')
             || setweight(to_tsvector('german', coalesce(c.labels, '') || ' ' || coalesce(a.labels, '')), 'C'),
           lower(s.name || ' ' || s.main_title),
           c.lead_id, s.name, s.sort_key
      from styles s
      join brands b on b.id = s.brand_id
      join lateral (
            select string_agg(p.color_label || ' ' || p.color_family, ' ') as labels,
                   (array_agg(p.id order by p.outsold, p.color_position))[1] as lead_id
              from products p where p.master_key = s.master_key) c on true
      left join lateral (
            select string_agg(v.value, ' ') as labels from style_attributes v where v.master_key = s.master_key) a on true
      left join lateral (
            select string_agg(n.names, ' ') as names
              from style_categories sc join category_names n on n.category_id = sc.category_id
             where sc.master_key = s.master_key) k on true`);

  await db.execute(sql`
    insert into search_lexicon (word, frequency)
    select word, count(*)::int from (
      select regexp_split_to_table(lower(s.name || ' ' || s.master_category || ' ' || s.main_title), ${WORD_SPLIT}) as word
        from styles s) w
     where length(word) >= 3
     group by word`);
  // the stemmed forms too, so that 'klied' finds 'kleid' (the stem of 'Kleider')
  await db.execute(sql`
    insert into search_lexicon (word, frequency)
    select word, ndoc from ts_stat('select document from search_documents')
     where length(word) >= 3 and word ~ '^[[:alpha:]]+$'
    on conflict (word) do update set frequency = greatest(search_lexicon.frequency, excluded.frequency)`);

  // words of product names as they are written, e.g. 'Jerseykleid', shown as term suggestions
  await db.execute(sql`
    insert into search_terms (kind, term, term_lower, target, filter, weight)
    select 'term', mode() within group (order by word), lower(word), null, null, count(*)::int
      from (select regexp_split_to_table(s.name, ${WORD_SPLIT}) as word from styles s) w
     where length(word) >= 4 and word <> lower(word)
     group by lower(word)
    having count(*) >= 3`);

  await db.execute(sql`
    insert into search_terms (kind, term, term_lower, target, filter, weight)
    select 'brand', b.name, lower(b.name), b.name, null, count(s.master_key)::int
      from brands b join styles s on s.brand_id = b.id
     group by b.id, b.name`);

  await insertCategoryTerms(db);
  await insertChunked(
    db,
    searchRedirects,
    SEARCH_REDIRECTS.map((r) => ({ termLower: r.term.toLowerCase(), url: r.url })),
  );
  await db.execute(sql`analyze search_documents, search_terms, search_lexicon`);
}

/** Visible categories, and for product categories their two most frequent colours as a suggested filter. */
async function insertCategoryTerms(db: Database): Promise<void> {
  const index = createCategoryIndex(CATEGORY_TREE);
  const counts = new Map(
    rowsOf<{ category_id: string; n: number }>(
      await db.execute(
        sql`select category_id, count(*)::int as n from style_categories group by category_id`,
      ),
    ).map((r) => [r.category_id, r.n]),
  );
  const topColors = rowsOf<{ category_id: string; family: string; n: number }>(
    await db.execute(sql`
      select category_id, family, n from (
        select sc.category_id, p.color_family as family, count(distinct sc.master_key)::int as n,
               row_number() over (partition by sc.category_id order by count(distinct sc.master_key) desc, p.color_family) as r
          from style_categories sc join products p on p.master_key = sc.master_key and not p.outsold
         group by sc.category_id, p.color_family) x
       where r <= 2`),
  );
  const rows: (typeof searchTerms.$inferInsert)[] = [];
  const visible = index
    .all()
    .filter((n) => !n.isHidden && !isUnderHidden(index, n.id) && (counts.get(n.id) ?? 0) > 0);
  const visibleIds = new Set(visible.map((n) => n.id));
  for (const node of visible) {
    const name = node.title ?? node.name;
    rows.push({
      kind: 'category',
      term: name,
      termLower: name.toLowerCase(),
      target: node.path,
      weight: counts.get(node.id)!,
    });
  }
  for (const c of topColors) {
    const node = index.byId(c.category_id);
    const family = COLOR_FAMILIES[c.family as keyof typeof COLOR_FAMILIES];
    if (!node || !family || !visibleIds.has(node.id) || node.children?.length) continue;
    const term = listingHeadline({ category: node.name, color: family.label });
    rows.push({
      kind: 'category',
      term,
      termLower: term.toLowerCase(),
      target: node.path,
      filter: `searchColor=${c.family}`,
      weight: Math.floor(c.n / 2),
    });
  }
  await insertChunked(db, searchTerms, rows);
}

function isUnderHidden(index: ReturnType<typeof createCategoryIndex>, id: string): boolean {
  return index.ancestorNodes(id).some((a) => a.isHidden);
}
