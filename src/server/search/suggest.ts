import 'server-only';
import { sql } from 'drizzle-orm';
import { articleNumberOf, normaliseSearchTerm, searchWords } from '@/lib/search/search-term';
import { suggestionUrl, type SuggestionType } from '@/lib/search/suggestion-url';
import { CACHE_TAGS } from '@/server/cache-tags';
import type { Database } from '@/server/db/client';
import { databaseKey } from '@/server/db/database-key';
import { rowsOf } from '@/server/db/rows';
import {
  correctInMemory,
  getSuggestionIndex,
  matchProducts,
  matchTerms,
  type TermEntry,
} from './suggestion-index';
import { cached } from '@/server/tagged-cache';
import type { ShopConfig } from '@/lib/shop/shop';
import { catalogLanguage } from '@/lib/catalog-i18n/catalog-language';
import { catalogTextsFor } from '@/server/catalog/catalog-texts';

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
export function suggest(db: Database, shop: ShopConfig, raw: string): Promise<Suggestions> {
  const term = normaliseSearchTerm(raw).toLowerCase();
  const empty: Suggestions = { term, products: [], categories: [], terms: [], brands: [] };
  if (term.length < MIN_SUGGEST_LENGTH) return Promise.resolve(empty);
  return cached(
    `suggest:${databaseKey(db)}:${shop.locale}:${term}`,
    [CACHE_TAGS.search, CACHE_TAGS.catalog],
    FIVE_MINUTES,
    () => suggestWithTypos(db, shop, term),
  );
}

/** When nothing matches a longer input, the suggestions for its corrected words (a typo). */
async function suggestWithTypos(db: Database, shop: ShopConfig, term: string): Promise<Suggestions> {
  const found = await loadSuggestions(db, shop, term);
  const count = found.products.length + found.categories.length + found.terms.length + found.brands.length;
  if (count > 0 || term.length < 4 || articleNumberOf(term)) return found;
  const corrected = correctInMemory(
    await getSuggestionIndex(db, catalogLanguage(shop.locale)),
    searchWords(term),
  );
  if (!corrected || corrected.join(' ') === term) return found;
  return { ...(await loadSuggestions(db, shop, corrected.join(' '))), term };
}

async function loadSuggestions(db: Database, shop: ShopConfig, term: string): Promise<Suggestions> {
  const language = catalogLanguage(shop.locale);
  const texts = catalogTextsFor(shop.locale);
  const index = await getSuggestionIndex(db, language);
  const article = articleNumberOf(term);
  const products = article
    ? rowsOf<{ name: string; target: string }>(
        await db.execute(sql`select p.id as target, coalesce(s.texts->${language}->>'name', s.name) as name
                               from products p join styles s on s.master_key = p.master_key
                              where p.id = ${article.productId} and s.status = 'published'`),
      ).map((r) => ({ ...r, name: texts.german(r.name) }))
    : matchProducts(index, term, 4).map((d) => ({ name: texts.german(d.name), target: d.productId }));
  const toSuggestions = (type: SuggestionType, rows: { name: string; target: string | null }[]) =>
    uniqueByName(rows).map((r) => ({
      type,
      name: r.name,
      url: suggestionUrl({ type, name: r.name, target: r.target ?? undefined }),
    }));
  const fromTerms = (entries: TermEntry[]) =>
    entries.map((e) => ({ name: texts.german(e.term), target: e.target }));
  return {
    term,
    products: toSuggestions('product', products),
    categories: toSuggestions('category', fromTerms(matchTerms(index.terms.category, term, 6, true))).slice(
      0,
      4,
    ),
    terms: toSuggestions('term', fromTerms(matchTerms(index.terms.term, term, 4, false))),
    brands: toSuggestions('brand', fromTerms(matchTerms(index.terms.brand, term, 3, true))),
  };
}

function uniqueByName<T extends { name: string }>(rows: T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.name) && seen.add(r.name));
}
