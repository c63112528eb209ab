import type { FeedProblem } from './feed-problem';
import type { CsvRow } from './read-csv-rows';

/**
 * The positions of a feed's columns by name, or the problems of its header: a required column
 * missing, an unknown or repeated one.
 */
export function feedColumns<R extends string, O extends string>(
  header: readonly string[],
  required: readonly R[],
  optional: readonly O[],
):
  | { ok: true; index: Record<R, number> & Partial<Record<O, number>> }
  | { ok: false; problems: FeedProblem[] } {
  const problems: FeedProblem[] = [];
  const known = new Set<string>([...required, ...optional]);
  const index: Record<string, number> = {};
  header.forEach((name, position) => {
    if (!known.has(name))
      problems.push({
        line: 1,
        column: name || `#${position + 1}`,
        reason: `unknown column (columns: ${[...known].join(', ')})`,
      });
    else if (name in index) problems.push({ line: 1, column: name, reason: 'the column appears twice' });
    else index[name] = position;
  });
  for (const name of required)
    if (!(name in index)) problems.push({ line: 1, column: name, reason: 'the required column is missing' });
  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, index: index as Record<R, number> & Partial<Record<O, number>> };
}

/** A problem for a row with another number of cells than the header has; null when it fits. */
export function cellCountProblem(row: CsvRow, header: readonly string[]): FeedProblem | null {
  if (row.cells.length === header.length) return null;
  return {
    line: row.line,
    column: null,
    reason: `the line has ${row.cells.length} fields, the header ${header.length}`,
  };
}

/** A whole number from a cell (digits only, a minus sign where allowed); null when it is none. */
export function wholeNumber(cell: string, allowNegative = false): number | null {
  if (!(allowNegative ? /^-?\d{1,10}$/ : /^\d{1,10}$/).test(cell)) return null;
  return Number(cell);
}
