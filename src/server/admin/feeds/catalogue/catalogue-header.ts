import { TRANSLATED_LANGUAGES } from '@/lib/catalog-i18n/catalog-language';
import { CURRENCIES } from '@/lib/shop/shop';
import type { FeedProblem } from '../feed-problem';
import { CATALOGUE_COLUMNS, REQUIRED_CATALOGUE_COLUMNS } from './catalogue-columns';

const KNOWN = new Set(CATALOGUE_COLUMNS);

/**
 * The positions of a catalogue feed's columns, and the problems of its header: an unknown column
 * (a language or currency the shop does not have, a typo), one given twice, a required one missing.
 * Rows are still checked against the columns that are known, so that a dry run lists everything.
 */
export function catalogueHeader(header: readonly string[]): {
  columnOf: Map<string, number>;
  problems: FeedProblem[];
} {
  const columnOf = new Map<string, number>();
  const problems: FeedProblem[] = [];
  header.forEach((name, position) => {
    const column = name || `#${position + 1}`;
    if (!KNOWN.has(name)) problems.push({ line: 1, column, reason: unknownReason(name) });
    else if (columnOf.has(name)) problems.push({ line: 1, column, reason: 'the column appears twice' });
    else columnOf.set(name, position);
  });
  for (const name of REQUIRED_CATALOGUE_COLUMNS)
    if (!columnOf.has(name))
      problems.push({ line: 1, column: name, reason: 'the required column is missing' });
  return { columnOf, problems };
}

function unknownReason(name: string): string {
  const price = /^(old_price|prior_price|reduced_since|price)_(.+)$/.exec(name);
  if (price)
    return `unknown currency '${price[2]!.toUpperCase().slice(0, 10)}' (currencies: ${CURRENCIES.join(', ')})`;
  const text = /^(name|main_title|description)_(.+)$/.exec(name);
  if (text)
    return `unknown language '${text[2]!.slice(0, 10)}' (languages: ${['de', ...TRANSLATED_LANGUAGES].join(', ')})`;
  return 'unknown column (the columns are listed in the README, section Loading your own catalogue)';
}
