import { sql, type SQL } from 'drizzle-orm';
import { textArray } from '@/server/db/text-array';
import { COLOR_FAMILIES } from '@/lib/color-families';
import { createCategoryIndex, type CategoryIndex } from '@/lib/category/tree';
import { localiseTree } from '@/lib/catalog-i18n/localise-tree';
import { catalogTexts, type CatalogLanguage, type Vocabulary } from '@/lib/catalog-i18n/catalog-language';
import { listingHeadline } from '@/lib/listing-headline';
import { CATEGORY_TREE } from '@/server/catalog/category-tree-data';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { searchRedirects, searchTerms } from '@/server/db/schema/search';
import { insertChunked } from '@/server/db/seed/insert-chunked';
import { SEARCH_VOCABULARIES } from './search-vocabularies';
import { SEARCH_REDIRECTS } from './search-redirects-data';

const WORD_SPLIT = `[^[:alpha:]À-ɏ]+`;

/**
 * The text-search configuration of each catalogue language. PostgreSQL has stemmers for German,
 * French, Dutch and Swedish; Czech and Slovak have none, so their documents use 'simple' (exact
 * words) and rely on the infix match and the typo tolerance (decision 0012).
 */
export const SEARCH_CONFIG: Record<CatalogLanguage, string> = {
  de: 'german',
  fr: 'french',
  nl: 'dutch',
  sv: 'swedish',
  cs: 'simple',
  sk: 'simple',
};

/** A locale standing for each language, for the category tree of that language. */
const LOCALE_OF = { de: 'de-AT', fr: 'fr-CH', nl: 'nl-NL', cs: 'cs-CZ', sv: 'sv-SE', sk: 'sk-SK' } as const;

/**
 * Builds the search tables from the catalogue, per catalogue language: documents (full text in the
 * language's configuration), the lexicon for typo tolerance, suggestion terms (categories, categories
 * with a suggested colour, brands, words of the assortment) and the redirects. Set-based SQL.
 */
export async function buildSearchIndex(db: Database): Promise<void> {
  await db.execute(sql`truncate table search_documents, search_terms, search_lexicon, search_redirects`);
  for (const language of Object.keys(SEARCH_CONFIG) as CatalogLanguage[]) await buildLanguage(db, language);
  await insertChunked(
    db,
    searchRedirects,
    SEARCH_REDIRECTS.map((r) => ({ termLower: r.term.toLowerCase(), url: r.url })),
  );
  await db.execute(sql`analyze search_documents, search_terms, search_lexicon`);
}

/**
 * Writes the search documents of some styles anew (a style created, changed, published or taken
 * offline: decision 0040), in every language, in the caller's transaction. The suggestion terms and
 * the typo lexicon follow with the next full build (a new word is found by its document meanwhile).
 */
export async function refreshSearchDocuments(db: Database, masterKeys: readonly string[]): Promise<void> {
  if (masterKeys.length === 0) return;
  const keys = textArray(masterKeys);
  await db.execute(sql`delete from search_documents where master_key = any(${keys})`);
  for (const language of Object.keys(SEARCH_CONFIG) as CatalogLanguage[])
    await insertDocuments(db, language, sql`s.master_key = any(${keys})`);
}

/**
 * Builds the suggestion terms and the typo lexicon anew from the documents, in one transaction
 * (searches meanwhile use the previous ones): after a bulk load, whose styles' documents were
 * refreshed as they were written.
 */
export async function refreshSearchWordLists(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from search_terms`);
    await tx.execute(sql`delete from search_lexicon`);
    for (const language of Object.keys(SEARCH_CONFIG) as CatalogLanguage[])
      await buildWordLists(tx, language);
  });
}

/** A language's text-search configuration, vocabulary and category tree. */
function languageSetup(language: CatalogLanguage) {
  const vocabulary: Vocabulary | null = language === 'de' ? null : SEARCH_VOCABULARIES[language];
  return {
    config: sql.raw(`'${SEARCH_CONFIG[language]}'`),
    vocabulary,
    index: createCategoryIndex(
      language === 'de'
        ? CATEGORY_TREE
        : localiseTree(CATEGORY_TREE, catalogTexts(LOCALE_OF[language], vocabulary)),
    ),
  };
}

async function buildLanguage(db: Database, language: CatalogLanguage): Promise<void> {
  await insertDocuments(db, language, sql`true`);
  await buildWordLists(db, language);
}

/** The documents of the styles `only` selects (of `s`, the styles) in one language. */
async function insertDocuments(db: Database, language: CatalogLanguage, only: SQL): Promise<void> {
  const { config, vocabulary, index } = languageSetup(language);
  // names and display titles of every category a style is in ('Kleider' for an 'Etuikleid')
  const categoryNames = sql.join(
    index.all().map((n) => sql`(${n.id}, ${[n.name, n.title ?? ''].join(' ').trim()})`),
    sql`, `,
  );
  // colour and attribute words in the language (German where the vocabulary has none)
  const pairs = vocabulary
    ? [...Object.entries(vocabulary.colors), ...Object.entries(vocabulary.attributeValues)]
    : [['', '']];
  const terms = sql.join(
    pairs.map(([german, translated]) => sql`(${german}, ${translated})`),
    sql`, `,
  );
  const name = language === 'de' ? sql`s.name` : sql`coalesce(s.texts->${language}->>'name', s.name)`;
  const mainTitle =
    language === 'de' ? sql`s.main_title` : sql`coalesce(s.texts->${language}->>'mainTitle', s.main_title)`;
  await db.execute(sql`
    with category_names (category_id, names) as (values ${categoryNames}),
         vocabulary (german, translated) as (values ${terms})
    insert into search_documents (language, master_key, document, name_lower, lead_product_id, name, sort_key)
    select ${language}, s.master_key,
           setweight(to_tsvector(${config}, ${name}), 'A')
             || setweight(to_tsvector(${config}, b.name || ' ' || coalesce(k.names, '')), 'B')
             || setweight(to_tsvector(${config}, coalesce(c.labels, '') || ' ' || coalesce(a.labels, '')), 'C'),
           lower(${name} || ' ' || ${mainTitle}),
           c.lead_id, ${name}, s.sort_key
      from styles s
      join brands b on b.id = s.brand_id
      join lateral (
            select string_agg(coalesce(vc.translated, p.color_label) || ' ' || p.color_family, ' ') as labels,
                   (array_agg(p.id order by p.outsold, p.color_position))[1] as lead_id
              from products p left join vocabulary vc on vc.german = p.color_label
             where p.master_key = s.master_key) c on true
      left join lateral (
            select string_agg(coalesce(va.translated, v.value), ' ') as labels
              from style_attributes v left join vocabulary va on va.german = v.value
             where v.master_key = s.master_key) a on true
      left join lateral (
            select string_agg(n.names, ' ') as names
              from style_categories sc join category_names n on n.category_id = sc.category_id
             where sc.master_key = s.master_key) k on true
     -- free gifts are not searched for: they come with an order (decision 0023); only published
     -- styles are (decision 0040)
     where not s.is_free_gift and s.status = 'published' and ${only}`);
}

/** The lexicon and suggestion terms of one language, from its documents. */
async function buildWordLists(db: Database, language: CatalogLanguage): Promise<void> {
  const { vocabulary, index } = languageSetup(language);
  await db.execute(sql`
    insert into search_lexicon (language, word, frequency)
    select ${language}, word, count(*)::int from (
      select regexp_split_to_table(lower(name_lower), ${WORD_SPLIT}) as word
        from search_documents where language = ${language}) w
     where length(word) >= 3
     group by word`);
  // the stemmed forms too, so that 'klied' finds 'kleid' (the stem of 'Kleider')
  await db.execute(sql`
    insert into search_lexicon (language, word, frequency)
    select ${language}, word, ndoc
      from ts_stat(${`select document from search_documents where language = '${language}'`})
     where length(word) >= 3 and word ~ '^[[:alpha:]]+$'
    on conflict (language, word) do update set frequency = greatest(search_lexicon.frequency, excluded.frequency)`);

  // words of product names as they are written, e.g. 'Jerseykleid', shown as term suggestions; German
  // nouns are the capitalised words, other languages take the longer words
  await db.execute(sql`
    insert into search_terms (language, kind, term, term_lower, target, filter, weight)
    select ${language}, 'term', mode() within group (order by word), lower(word), null, null, count(*)::int
      from (select regexp_split_to_table(name, ${WORD_SPLIT}) as word
              from search_documents where language = ${language}) w
     where ${language === 'de' ? sql`length(word) >= 4 and word <> lower(word)` : sql`length(word) >= 5`}
     group by lower(word)
    having count(*) >= 3`);

  await db.execute(sql`
    insert into search_terms (language, kind, term, term_lower, target, filter, weight)
    select ${language}, 'brand', b.name, lower(b.name), b.name, null, count(s.master_key)::int
      from brands b join styles s on s.brand_id = b.id and s.status = 'published'
     group by b.id, b.name`);

  await insertCategoryTerms(db, language, index, vocabulary);
}

/** Visible categories, and for product categories their two most frequent colours as a suggested filter. */
async function insertCategoryTerms(
  db: Database,
  language: CatalogLanguage,
  index: CategoryIndex,
  vocabulary: Vocabulary | null,
): Promise<void> {
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
      language,
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
    // 'Blaue Kleider' in German; other languages name the category and the colour
    const colour = vocabulary?.colors[family.label] ?? family.label;
    const term =
      language === 'de'
        ? listingHeadline({ category: node.name, color: family.label })
        : `${node.name} ${colour.toLowerCase()}`;
    rows.push({
      language,
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

function isUnderHidden(index: CategoryIndex, id: string): boolean {
  return index.ancestorNodes(id).some((a) => a.isHidden);
}
