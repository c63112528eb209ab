/** A source's best targets, best first, with their scores (a precomputed recommendation list). */
export interface RecoList {
  targets: string[];
  scores: number[];
}
