/**
 * Offline ranking metrics of the recommendation evaluation (npm run eval:reco): each case holds
 * what was recommended (best first) and the items that were actually chosen next.
 */
export interface RankingCase {
  recommended: readonly string[];
  relevant: ReadonlySet<string> | readonly string[];
}

function relevantSet(c: RankingCase): ReadonlySet<string> {
  return c.relevant instanceof Set ? c.relevant : new Set(c.relevant as readonly string[]);
}

/** Share of cases with at least one relevant item among the first k recommendations. */
export function hitRateAt(cases: readonly RankingCase[], k: number): number {
  if (cases.length === 0) return 0;
  let hits = 0;
  for (const c of cases) {
    const relevant = relevantSet(c);
    if (c.recommended.slice(0, k).some((item) => relevant.has(item))) hits++;
  }
  return hits / cases.length;
}

/**
 * Mean normalised discounted cumulative gain at k with binary relevance: the gain of the relevant
 * items found, 1/log2(rank + 1), over the gain of an ideal list that puts every relevant item first.
 */
export function ndcgAt(cases: readonly RankingCase[], k: number): number {
  if (cases.length === 0) return 0;
  let total = 0;
  for (const c of cases) {
    const relevant = relevantSet(c);
    let dcg = 0;
    c.recommended.slice(0, k).forEach((item, index) => {
      if (relevant.has(item)) dcg += 1 / Math.log2(index + 2);
    });
    let ideal = 0;
    for (let index = 0; index < Math.min(k, relevant.size); index++) ideal += 1 / Math.log2(index + 2);
    total += ideal > 0 ? dcg / ideal : 0;
  }
  return total / cases.length;
}
