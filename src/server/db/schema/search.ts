import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { styles } from './catalog';

/** the catalogue languages with search documents (build-search-index.ts, SEARCH_CONFIG) */
export const SEARCH_LANGUAGES = ['de', 'fr', 'nl', 'sv', 'cs', 'sk'] as const;

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * One search document per style and catalogue language: full-text vector (name, brand, categories, colours,
 * attributes; 'german' stemming) and a lower-case name for infix matching of compound words
 * ('kleid' in 'Jerseykleid'). Rebuilt with the demo assortment.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    /** catalogue language: 'de' (German stemming), 'fr', 'nl', 'sv' (their stemmers), 'cs', 'sk' ('simple') */
    language: text('language').notNull(),
    masterKey: text('master_key')
      .notNull()
      .references(() => styles.masterKey, { onDelete: 'cascade' }),
    document: tsvector('document').notNull(),
    nameLower: text('name_lower').notNull(),
    /** product id of the style's first orderable colour (product suggestions link to it) */
    leadProductId: text('lead_product_id').notNull(),
    name: text('name').notNull(),
    sortKey: integer('sort_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.masterKey] }),
    // one full-text and one infix index per language: a search reads its language's entries only
    // (a shared index made every search intersect with all 100,000 entries of the language: 62 ms
    // against 11 ms for 'kleid' at 100,000 products, issue 21)
    ...SEARCH_LANGUAGES.flatMap((language) => [
      index(`search_documents_document_${language}_idx`)
        .using('gin', t.document)
        .where(sql.raw(`language = '${language}'`)),
      index(`search_documents_name_trgm_${language}_idx`)
        .using('gin', t.nameLower.op('gin_trgm_ops'))
        .where(sql.raw(`language = '${language}'`)),
    ]),
    index('search_documents_sort_idx').on(t.sortKey),
  ],
);

/** Suggestion entries: kind category | brand | term, the shown text and where it leads. */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: serial('id').primaryKey(),
    language: text('language').notNull(),
    kind: text('kind').notNull(),
    term: text('term').notNull(),
    termLower: text('term_lower').notNull(),
    /** category path, brand name or null for plain terms */
    target: text('target'),
    /** suggested filter of a category suggestion, as query parameters (e.g. searchColor=blau) */
    filter: text('filter'),
    weight: integer('weight').notNull(),
  },
  (t) => [
    index('search_terms_trgm_idx').using('gin', t.termLower.op('gin_trgm_ops')),
    index('search_terms_prefix_idx').on(t.language, t.kind, t.termLower.op('text_pattern_ops')),
  ],
);

/** Words of the assortment, for typo tolerance: a query word without hits is replaced by its nearest. */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    language: text('language').notNull(),
    word: text('word').notNull(),
    frequency: integer('frequency').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.word] }),
    index('search_lexicon_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);

/** Search terms that lead straight to a page (S2.4 redirect suggestions). */
export const searchRedirects = pgTable('search_redirects', {
  termLower: text('term_lower').primaryKey(),
  url: text('url').notNull(),
});
