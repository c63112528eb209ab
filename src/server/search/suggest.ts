import 'server-only';
import { sql } from 'drizzle-orm';
import { articleNumberOf, normaliseSearchTerm, searchWords } from '@/lib/search/search-term';
import { suggestionUrl, type SuggestionType } from '@/lib/search/suggestion-url';
import { CACHE_TAGS } from '@/server/cache-tags';
import type { Database } from '@/server/db/client';
import { databaseKey } from '@/server/db/database-key';
import { rowsOf } from '@/server/db/rows';
import { correctWords } from './correct-words';
import { cached } from '@/server/tagged-cache';

export interface Suggestion {
  type: SuggestionType;
  name: string;
  url: string;
}

export interface Suggestions {
  term: string;
  products: Suggestion[];
  categories: Suggestion[];
  terms: Suggestion[];
  brands: Suggestion[];
}

export const MIN_SUGGEST_LENGTH = 2;
const FIVE_MINUTES = 5 * 60 * 1000;

/** Suggestions of all four kinds for what has been typed so far; cached per typed prefix. */
export function suggest(db: Database, raw: string): Promise<Suggestions> {
  const term = normaliseSearchTerm(raw).toLowerCase();
  const empty: Suggestions = { term, products: [], categories: [], terms: [], brands: [] };
  if (term.length < MIN_SUGGEST_LENGTH) return Promise.resolve(empty);
  return cached(
    `suggest:${databaseKey(db)}:${term}`,
    [CACHE_TAGS.search, CACHE_TAGS.catalog],
    FIVE_MINUTES,
    () => suggestWithTypos(db, term),
  );
}

/** When nothing matches a longer input, the suggestions for its corrected words (a typo). */
async function suggestWithTypos(db: Database, term: string): Promise<Suggestions> {
  const found = await loadSuggestions(db, term);
  const count = found.products.length + found.categories.length + found.terms.length + found.brands.length;
  if (count > 0 || term.length < 4 || articleNumberOf(term)) return found;
  const corrected = await correctWords(db, searchWords(term));
  if (!corrected || corrected.join(' ') === term) return found;
  return { ...(await loadSuggestions(db, corrected.join(' '))), term };
}

async function loadSuggestions(db: Database, term: string): Promise<Suggestions> {
  const like = term.replace(/[%_\\]/g, '');
  const words = searchWords(term);
  const article = articleNumberOf(term);
  // every word as a prefix: 'blau kle' → blau:* & kle:*
  const [products, categories, terms, brands] = await Promise.all([
    article
      ? db.execute(sql`select p.id as target, s.name from products p join styles s on s.master_key = p.master_key
                        where p.id = ${article.productId}`)
      : productRows(db, words, like),
    termRows(db, 'category', like, 4, true),
    termRows(db, 'term', like, 4, false),
    termRows(db, 'brand', like, 3, true),
  ]);
  const toSuggestions = (type: SuggestionType, rows: { name: string; target: string | null }[]) =>
    uniqueByName(rows).map((r) => ({
      type,
      name: r.name,
      url: suggestionUrl({ type, name: r.name, target: r.target ?? undefined }),
    }));
  return {
    term,
    products: toSuggestions('product', rowsOf(products)),
    categories: toSuggestions('category', categories),
    terms: toSuggestions('term', terms),
    brands: toSuggestions('brand', brands),
  };
}

/**
 * Products whose name words start with the typed words (weight A), top sellers first; when none,
 * those whose brand or category words do (weight B).
 */
async function productRows(db: Database, words: string[], like: string) {
  if (words.length === 0) return { rows: [] };
  const query = (weights: string) => words.map((w) => `${w}:*${weights}`).join(' & ');
  const byName = await db.execute(sql`
    select lead_product_id as target, name from search_documents
     where document @@ to_tsquery('german', ${query('A')})
     order by (name_lower like ${`${like}%`}) desc, sort_key limit 4`);
  if (rowsOf(byName).length > 0) return byName;
  return db.execute(sql`
    select lead_product_id as target, name from search_documents
     where document @@ to_tsquery('german', ${query('B')})
     order by sort_key limit 4`);
}

function uniqueByName<T extends { name: string }>(rows: T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.name) && seen.add(r.name));
}

/**
 * Terms of one kind: prefix matches first, then (for categories and brands) matches inside the
 * name; when nothing matches, the most similar entries (a typo in what was typed).
 */
async function termRows(db: Database, kind: string, like: string, limit: number, infix: boolean) {
  const pattern = infix ? `%${like}%` : `${like}%`;
  const rows = rowsOf<{ name: string; target: string | null }>(
    await db.execute(sql`
      select term as name, case when filter is null then target else target || '?' || filter end as target
        from search_terms
       where kind = ${kind} and term_lower like ${pattern}
       order by (term_lower like ${`${like}%`}) desc, weight desc, term
       limit ${limit}`),
  );
  if (rows.length > 0 || like.length < 4) return rows;
  return rowsOf<{ name: string; target: string | null }>(
    await db.execute(sql`
      select term as name, case when filter is null then target else target || '?' || filter end as target
        from search_terms
       where kind = ${kind} and term_lower % ${like}
       order by similarity(term_lower, ${like}) desc, weight desc
       limit ${limit}`),
  );
}
