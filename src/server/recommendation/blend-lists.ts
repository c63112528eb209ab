import type { RecoList } from '@/lib/recommendation/reco-list';
import type { RecoCandidate, RecoReason } from './reco-outputs';

export interface WeightedList {
  list: RecoList | undefined;
  weight: number;
  reason: RecoReason;
  source: string;
}

/**
 * Merges lists into one ranking: each list's scores are scaled to its best one and weighted, a
 * target's score is the sum over the lists it is in, and its reason is the list that gave it most.
 */
export function blendLists(lists: readonly WeightedList[], exclude: ReadonlySet<string>): RecoCandidate[] {
  const merged = new Map<string, { score: number; best: number; reason: RecoReason; source: string }>();
  for (const { list, weight, reason, source } of lists) {
    if (!list || list.targets.length === 0) continue;
    const top = Math.max(...list.scores, Number.EPSILON);
    list.targets.forEach((target, i) => {
      if (exclude.has(target)) return;
      const part = (weight * (list.scores[i] ?? 0)) / top;
      const entry = merged.get(target);
      if (!entry) merged.set(target, { score: part, best: part, reason, source });
      else {
        entry.score += part;
        if (part > entry.best) Object.assign(entry, { best: part, reason, source });
      }
    });
  }
  return [...merged]
    .sort((a, b) => b[1].score - a[1].score || (a[0] < b[0] ? -1 : 1))
    .map(([masterKey, e]) => ({ masterKey, reason: e.reason, source: e.source }));
}

/** Takes from several rankings in turn (basket alternatives: each basket item gets its share). */
export function interleave(rankings: readonly RecoCandidate[][]): RecoCandidate[] {
  const out: RecoCandidate[] = [];
  const seen = new Set<string>();
  const longest = Math.max(0, ...rankings.map((r) => r.length));
  for (let i = 0; i < longest; i++)
    for (const ranking of rankings) {
      const candidate = ranking[i];
      if (candidate && !seen.has(candidate.masterKey)) {
        seen.add(candidate.masterKey);
        out.push(candidate);
      }
    }
  return out;
}
