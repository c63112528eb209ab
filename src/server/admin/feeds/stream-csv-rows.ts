import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import type { FeedProblem } from './feed-problem';
import { CSV_REASONS, delimiterOf, type CsvRow } from './read-csv-rows';

/** A CSV file read as a stream: its header (lower case), then its rows, or the problem that stopped it. */
export type CsvEvent =
  | { kind: 'header'; header: string[] }
  | { kind: 'row'; row: CsvRow }
  /** a line that is left out (not UTF-8); the rest is read */
  | { kind: 'bad-line'; problem: FeedProblem }
  /** what stops the file (a quote not closed) */
  | { kind: 'problem'; problem: FeedProblem };

/**
 * Reads a large CSV file row by row with csv-parse's stream (a catalogue of 100,000 styles has
 * hundreds of megabytes): UTF-8 with or without BOM, the delimiter its header line uses, quoted
 * fields as spreadsheets write them, empty lines skipped, cells trimmed. A line that is not UTF-8
 * (a file saved as Latin-1) is named; a broken quote stops the file with its line.
 */
export async function* streamCsvRows(open: () => Readable): AsyncGenerator<CsvEvent> {
  const start = await headerLine(open());
  const parser = open().pipe(
    parse({
      delimiter: delimiterOf(start.text),
      from_line: start.line,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }),
  );
  let header: string[] | null = null;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (record.some((cell) => cell.includes('\uFFFD'))) {
        const problem = {
          line: info.lines,
          column: null,
          reason: 'the line is not valid UTF-8 (save the file as UTF-8)',
        };
        yield header === null ? { kind: 'problem', problem } : { kind: 'bad-line', problem };
        if (header === null) return;
        continue;
      }
      if (header === null) {
        header = record.map((cell) => cell.replace(/^\uFEFF/, '').toLowerCase());
        yield { kind: 'header', header };
      } else yield { kind: 'row', row: { line: info.lines, cells: record } };
    }
  } catch (error) {
    const line = error instanceof CsvError && typeof error.lines === 'number' ? error.lines : 1;
    const code = error instanceof CsvError ? error.code : '';
    yield {
      kind: 'problem',
      problem: { line, column: null, reason: CSV_REASONS[code] ?? 'the line is not valid CSV' },
    };
    return;
  } finally {
    parser.destroy();
  }
  if (header === null)
    yield { kind: 'problem', problem: { line: 1, column: null, reason: 'the file is empty' } };
}

/**
 * The header line of a stream (within its first megabyte), to tell its delimiter, and its number:
 * the lines npm writes before a script's output (`> shop@1.0 export`, so that
 * `npm run export -- products > file.csv` imports back) and empty lines before it are skipped.
 */
async function headerLine(stream: Readable): Promise<{ text: string; line: number }> {
  let text = '';
  try {
    for await (const chunk of stream) {
      text += Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk);
      if (text.length > 1_048_576) break;
      const lines = text.split(/\r?\n/);
      const at = lines.findIndex((line, i) => i < lines.length - 1 && !/^(\uFEFF)?(> .*|\s*)$/.test(line));
      if (at >= 0) return { text: lines[at]!, line: at + 1 };
    }
  } finally {
    stream.destroy();
  }
  return { text: text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '', line: 1 };
}
