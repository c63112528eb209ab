/** A bad row of a feed: where (line from 1, column by name) and why, for the operator. */
export interface FeedProblem {
  line: number;
  column: string | null;
  reason: string;
}

export function formatProblem(problem: FeedProblem): string {
  return `line ${problem.line}${problem.column ? `, column ${problem.column}` : ''}: ${problem.reason}`;
}
