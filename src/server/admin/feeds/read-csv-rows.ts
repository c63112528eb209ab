import { CsvError, parse } from 'csv-parse/sync';
import type { FeedProblem } from './feed-problem';

/** A data row of a CSV file: its line (from 1, the header being line 1) and its cells, trimmed. */
export interface CsvRow {
  line: number;
  cells: string[];
}

export type CsvRead = { ok: true; header: string[]; rows: CsvRow[] } | { ok: false; problems: FeedProblem[] };

/** Files above this size are refused before they are read: a feed of 100,000 sizes has ~5 MB. */
export const MAX_FEED_BYTES = 200 * 1024 * 1024;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The lines that are not valid UTF-8 (a file saved as Latin-1 or Windows-1252, say). */
function invalidUtf8Lines(bytes: Uint8Array): number[] {
  const bad: number[] = [];
  let start = 0;
  let line = 1;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 0x0a) {
      try {
        strictUtf8.decode(bytes.subarray(start, i));
      } catch {
        bad.push(line);
      }
      start = i + 1;
      line++;
    }
  }
  return bad;
}

/** The delimiter a header line uses: semicolon (spreadsheets in German), comma or tab. */
export function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((d) => [d, header.split(d).length - 1] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![1] > 0 ? counts[0]![0] : ',';
}

export const CSV_REASONS: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is not closed',
  CSV_INVALID_CLOSING_QUOTE: 'a quote inside a quoted field must be doubled ("")',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'there is text after the closing quote of a field',
};

/**
 * Reads a CSV feed with csv-parse: UTF-8 (with or without BOM), `;`, `,` or tab as the header
 * line uses, quoted fields as spreadsheets write them, empty lines skipped. Every line that is not
 * UTF-8 or not CSV is named; nothing is guessed.
 */
export function readCsvRows(bytes: Uint8Array): CsvRead {
  if (bytes.length === 0)
    return { ok: false, problems: [{ line: 1, column: null, reason: 'the file is empty' }] };
  if (bytes.length > MAX_FEED_BYTES)
    return { ok: false, problems: [{ line: 1, column: null, reason: 'the file is larger than 200 MB' }] };
  const badLines = invalidUtf8Lines(bytes);
  if (badLines.length > 0)
    return {
      ok: false,
      problems: badLines.map((line) => ({
        line,
        column: null,
        reason: 'the line is not valid UTF-8 (save the file as UTF-8)',
      })),
    };
  const text = strictUtf8.decode(bytes).replace(/^\uFEFF/, '');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = error instanceof CsvError && typeof error.lines === 'number' ? error.lines : 1;
    const code = error instanceof CsvError ? error.code : '';
    return {
      ok: false,
      problems: [{ line, column: null, reason: CSV_REASONS[code] ?? 'the line is not valid CSV' }],
    };
  }
  const [header, ...rows] = records;
  if (!header)
    return { ok: false, problems: [{ line: 1, column: null, reason: 'the file has no header line' }] };
  return {
    ok: true,
    header: header.record.map((cell) => cell.toLowerCase()),
    rows: rows.map(({ record, info }) => ({ line: info.lines, cells: record })),
  };
}
