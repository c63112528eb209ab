import 'server-only';
import { sql } from 'drizzle-orm';
import { closestWord, searchWords } from '@/lib/search/search-term';
import { CACHE_TAGS } from '@/server/cache-tags';
import type { Database } from '@/server/db/client';
import { databaseKey } from '@/server/db/database-key';
import { rowsOf } from '@/server/db/rows';
import { cachedIndex } from '@/server/tagged-cache';
import type { CatalogLanguage } from '@/lib/catalog-i18n/catalog-language';

export interface TermEntry {
  term: string;
  termLower: string;
  target: string | null;
  weight: number;
}

/**
 * What suggestions are drawn from, held in memory so that a keystroke costs microseconds: the
 * suggestion terms by kind (weight order) and every word of every product name in sorted order
 * (prefix lookup by binary search), with the name, lead product and top-seller rank per style.
 */
export interface SuggestionIndex {
  terms: Record<'category' | 'brand' | 'term', TermEntry[]>;
  words: string[];
  wordDoc: Int32Array;
  docs: { name: string; nameLower: string; productId: string; sortKey: number; words: string[] }[];
  /** words and stems of the assortment with their frequency, for typo correction */
  lexicon: { word: string; frequency: number }[];
}

const TEN_MINUTES = 10 * 60 * 1000;

/** The suggestion index of one catalogue language. */
export function getSuggestionIndex(db: Database, language: CatalogLanguage): Promise<SuggestionIndex> {
  return cachedIndex(
    `suggestion-index:${databaseKey(db)}:${language}`,
    [CACHE_TAGS.search, CACHE_TAGS.catalog],
    TEN_MINUTES,
    () => buildSuggestionIndex(db, language),
  );
}

async function buildSuggestionIndex(db: Database, language: CatalogLanguage): Promise<SuggestionIndex> {
  const [termRows, docRows, lexiconRows] = await Promise.all([
    db.execute(sql`
      select kind, term, term_lower,
             case when filter is null then target else target || '?' || filter end as target, weight
        from search_terms where language = ${language} order by weight desc, term`),
    db.execute(
      sql`select name, lead_product_id, sort_key from search_documents where language = ${language} order by sort_key`,
    ),
    db.execute(sql`select word, frequency from search_lexicon where language = ${language}`),
  ]);
  const terms: SuggestionIndex['terms'] = { category: [], brand: [], term: [] };
  for (const r of rowsOf<{
    kind: string;
    term: string;
    term_lower: string;
    target: string | null;
    weight: number;
  }>(termRows)) {
    if (r.kind === 'category' || r.kind === 'brand' || r.kind === 'term') {
      terms[r.kind].push({ term: r.term, termLower: r.term_lower, target: r.target, weight: r.weight });
    }
  }
  const docs = rowsOf<{ name: string; lead_product_id: string; sort_key: number }>(docRows).map((r) => ({
    name: r.name,
    nameLower: r.name.toLowerCase(),
    productId: r.lead_product_id,
    sortKey: r.sort_key,
    words: searchWords(r.name),
  }));
  const pairs: [string, number][] = [];
  docs.forEach((d, i) => {
    for (const w of new Set(d.words)) pairs.push([w, i]);
  });
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  return {
    terms,
    words: pairs.map((p) => p[0]),
    wordDoc: Int32Array.from(pairs.map((p) => p[1])),
    docs,
    lexicon: rowsOf<{ word: string; frequency: number }>(lexiconRows),
  };
}

/** Index of the first word ≥ prefix. */
function lowerBound(words: string[], prefix: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Products whose name has a word starting with each typed word: names starting with the whole input
 * first, then top sellers. Docs are ordered by top-seller rank, so a lower index sells better.
 */
export function matchProducts(index: SuggestionIndex, typed: string, limit: number) {
  const words = searchWords(typed);
  const last = words[words.length - 1];
  if (!last) return [];
  const others = words.slice(0, -1);
  const seen = new Set<number>();
  const hits: number[] = [];
  for (
    let k = lowerBound(index.words, last);
    k < index.words.length && index.words[k]!.startsWith(last);
    k++
  ) {
    const doc = index.wordDoc[k]!;
    if (seen.has(doc)) continue;
    seen.add(doc);
    const d = index.docs[doc]!;
    if (others.every((o) => d.words.some((w) => w.startsWith(o)))) hits.push(doc);
  }
  const lower = typed.toLowerCase();
  hits.sort((a, b) => {
    const pa = index.docs[a]!.nameLower.startsWith(lower) ? 0 : 1;
    const pb = index.docs[b]!.nameLower.startsWith(lower) ? 0 : 1;
    return pa - pb || a - b;
  });
  return hits.slice(0, limit).map((i) => index.docs[i]!);
}

/**
 * Terms of one kind starting with the input, then (infix) those containing every typed word
 * ('blaue kl' → 'Blaue Strandkleider'); heavier terms first within each group.
 */
export function matchTerms(entries: TermEntry[], typed: string, limit: number, infix: boolean): TermEntry[] {
  const lower = typed.toLowerCase();
  const words = lower.split(' ').filter(Boolean);
  const starts: TermEntry[] = [];
  const contains: TermEntry[] = [];
  for (const e of entries) {
    if (e.termLower.startsWith(lower)) starts.push(e);
    else if (infix && contains.length < limit && words.every((w) => e.termLower.includes(w)))
      contains.push(e);
    if (starts.length >= limit) break;
  }
  return [...starts, ...contains].slice(0, limit);
}

/** Typo correction in memory: each word replaced by its closest lexicon word of similar length. */
export function correctInMemory(index: SuggestionIndex, words: string[]): string[] | null {
  const out: string[] = [];
  for (const word of words) {
    const candidates = index.lexicon.filter((c) => Math.abs(c.word.length - word.length) <= 2);
    const best = closestWord(word, candidates);
    if (!best) return null;
    out.push(best);
  }
  return out;
}
