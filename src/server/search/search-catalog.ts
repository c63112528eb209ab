import 'server-only';
import { sql } from 'drizzle-orm';
import type { ShopConfig } from '@/lib/shop/shop';
import { articleNumberOf, normaliseSearchTerm, searchWords } from '@/lib/search/search-term';
import { CACHE_TAGS, productTag, type CacheTag } from '@/server/cache-tags';
import type { Database } from '@/server/db/client';
import { databaseKey } from '@/server/db/database-key';
import { rowsOf } from '@/server/db/rows';
import { namedCache } from '@/server/tagged-cache';
import { correctInMemory, getSuggestionIndex } from './suggestion-index';
import { catalogLanguage, type CatalogLanguage } from '@/lib/catalog-i18n/catalog-language';
import { SEARCH_CONFIG } from './build-search-index';

export type SearchOutcome =
  | { kind: 'empty' }
  | { kind: 'product'; productId: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'results'; term: string; masterKeys: string[]; correctedTerm: string | null };

const TEN_MINUTES = 10 * 60 * 1000;
/** result lists can be long (every dress): a cache of their own, smaller than the answers cache */
const results = namedCache('search-results', { maxEntries: 500, maxBytes: 16 * 1024 * 1024 });

/**
 * What a search term leads to (S2.4): an article number to its product, a redirect term to its
 * page, anything else to the matching styles: German full text (stemming), compound-word infix for
 * single words, and when nothing matches, the term with each word replaced by its nearest word of
 * the assortment (typo tolerance).
 */
export function searchCatalog(db: Database, shop: ShopConfig, raw: string): Promise<SearchOutcome> {
  const term = normaliseSearchTerm(raw);
  if (!term) return Promise.resolve({ kind: 'empty' });
  return results.get(
    `search:${databaseKey(db)}:${shop.locale}:${term.toLowerCase()}`,
    outcomeTags,
    TEN_MINUTES,
    () => runSearch(db, catalogLanguage(shop.locale), term),
  );
}

/**
 * What a search answer shows: the search configuration and the catalogue's texts; an article
 * number's product (a new one may take the number). The styles of a result list are the tags of
 * the listing that shows them (get-listing.ts).
 */
function outcomeTags(outcome: SearchOutcome): CacheTag[] {
  const tags: CacheTag[] = [CACHE_TAGS.search, CACHE_TAGS.catalog];
  if (outcome.kind === 'product') tags.push(productTag(outcome.productId));
  return tags;
}

async function runSearch(db: Database, language: CatalogLanguage, term: string): Promise<SearchOutcome> {
  const article = articleNumberOf(term);
  if (article) {
    const productId = await findArticle(db, article.productId, article.promotion);
    if (productId) return { kind: 'product', productId };
  }
  const redirect = rowsOf<{ url: string }>(
    await db.execute(sql`select url from search_redirects where term_lower = ${term.toLowerCase()}`),
  )[0];
  if (redirect) return { kind: 'redirect', url: redirect.url };

  const words = searchWords(term);
  if (words.length === 0) return { kind: 'results', term, masterKeys: [], correctedTerm: null };
  const found = await matchWords(db, language, words);
  if (found.length > 0) return { kind: 'results', term, masterKeys: found, correctedTerm: null };

  const corrected = correctInMemory(await getSuggestionIndex(db, language), words);
  if (!corrected || corrected.join(' ') === words.join(' ')) {
    return { kind: 'results', term, masterKeys: [], correctedTerm: null };
  }
  return {
    kind: 'results',
    term,
    masterKeys: await matchWords(db, language, corrected),
    correctedTerm: corrected.join(' '),
  };
}

async function matchWords(db: Database, language: CatalogLanguage, words: string[]): Promise<string[]> {
  const config = sql.raw(`'${SEARCH_CONFIG[language]}'`);
  const text = words.join(' ');
  const infix = words.length === 1 && words[0]!.length >= 4 ? `%${words[0]!.replace(/[%_\\]/g, '')}%` : null;
  const rows = rowsOf<{ master_key: string }>(
    await db.execute(sql`
      select master_key from search_documents
       where language = ${language} and document @@ plainto_tsquery(${config}, ${text})
      ${
        infix
          ? sql`union select master_key from search_documents where language = ${language} and name_lower like ${infix}`
          : sql``
      }`),
  );
  return rows.map((r) => r.master_key);
}

async function findArticle(
  db: Database,
  productId: string,
  promotion: string | null,
): Promise<string | null> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(
      promotion
        ? sql`select d.id from dimensions d join products p on p.id = d.id
               where d.id = ${productId} and d.promotion = ${promotion} and ${published}
              union select p.id from products p where p.old_display_number = ${productId + promotion} and ${published}
              limit 1`
        : sql`select p.id from products p where p.id = ${productId} and ${published} limit 1`,
    ),
  );
  return rows[0]?.id ?? null;
}

/** only a published style's colours are found (decision 0040) */
const published = sql`exists (select from styles s where s.master_key = p.master_key and s.status = 'published')`;
