import 'server-only';
import { sql } from 'drizzle-orm';
import { closestWord } from '@/lib/search/search-term';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';

/**
 * Typo tolerance: each word replaced by its nearest word of the assortment's lexicon. Candidates come
 * from pg_trgm similarity (a low threshold, since one swapped pair already halves the shared
 * trigrams), the choice from the edit distance. Null when a word has no close neighbour.
 */
export async function correctWords(db: Database, words: string[]): Promise<string[] | null> {
  const out: string[] = [];
  for (const word of words) {
    const candidates = rowsOf<{ word: string; frequency: number }>(
      await db.execute(sql`
        select word, frequency from search_lexicon
         where similarity(word, ${word}) > 0.15
         order by similarity(word, ${word}) desc, frequency desc
         limit 30`),
    );
    const best = closestWord(word, candidates);
    if (!best) return null;
    out.push(best);
  }
  return out;
}
