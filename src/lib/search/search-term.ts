export const MAX_TERM_LENGTH = 100;

/** The search term as typed, made safe: control characters out, spaces collapsed, at most 100 characters. */
export function normaliseSearchTerm(raw: string | null | undefined): string {
  return (raw ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_TERM_LENGTH)
    .trim();
}

/** Words of a term for the full-text and typo search: letters and digits, lower case. */
export function searchWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

export interface ArticleNumber {
  productId: string;
  promotion: string | null;
}

/**
 * An article number typed into the search field (S2.4): 6 digits (product id) or 9 digits (display
 * number = product id + promotion); spaces, dots and dashes between digits are allowed.
 */
export function articleNumberOf(term: string): ArticleNumber | null {
  if (!/^[\d\s.\-/]+$/.test(term)) return null;
  const digits = term.replace(/\D/g, '');
  if (digits.length === 6) return { productId: digits, promotion: null };
  if (digits.length === 9) return { productId: digits.slice(0, 6), promotion: digits.slice(6) };
  return null;
}

/** Edits allowed when correcting a word: none for short words, one up to 5 letters, two beyond. */
export function allowedEdits(word: string): number {
  if (word.length < 4) return 0;
  return word.length <= 5 ? 1 : 2;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const cols = b.length + 1;
  let prev2 = new Int32Array(cols);
  let prev = Int32Array.from({ length: cols }, (_, j) => j);
  let row = new Int32Array(cols);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, prev2[j - 2]! + 1);
      row[j] = best;
    }
    [prev2, prev, row] = [prev, row, prev2];
  }
  return prev[b.length]!;
}

/**
 * The closest candidate within the allowed edits; on a tie the one with the same first letter (typos
 * rarely hit it), then the more frequent one. Null when none is close.
 */
export function closestWord(
  word: string,
  candidates: readonly { word: string; frequency: number }[],
): string | null {
  const limit = allowedEdits(word);
  let best: { word: string; distance: number; frequency: number } | null = null;
  for (const c of candidates) {
    if (c.word === word) return word;
    if (Math.abs(c.word.length - word.length) > limit) continue;
    // a differing first letter counts half an edit more
    const distance = editDistance(word, c.word) + (c.word[0] === word[0] ? 0 : 0.5);
    if (distance > limit) continue;
    if (!best || distance < best.distance || (distance === best.distance && c.frequency > best.frequency)) {
      best = { word: c.word, distance, frequency: c.frequency };
    }
  }
  return best?.word ?? null;
}
