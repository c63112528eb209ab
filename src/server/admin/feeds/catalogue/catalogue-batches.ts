import type { Readable } from 'node:stream';
import type { FeedProblem } from '../feed-problem';
import type { CsvRow } from '../read-csv-rows';
import { streamCsvRows } from '../stream-csv-rows';
import { catalogueHeader } from './catalogue-header';
import { styleOfRows, type CatalogueStyle } from './style-of-rows';

/** What reading a catalogue feed gives, in file order. */
export type CatalogueEvent =
  | { kind: 'header'; columnOf: Map<string, number>; problems: FeedProblem[] }
  | { kind: 'batch'; styles: CatalogueStyle[]; rows: number }
  /** a line left out (not UTF-8) */
  | { kind: 'bad-line'; problem: FeedProblem }
  | { kind: 'stop'; problem: FeedProblem };

/**
 * A catalogue feed's styles in batches: the rows of a style follow one another (as in Vendure's
 * importer); a style coming back after another one is a problem of its rows, as is a row without a
 * style key or with another number of fields than the header. Read as a stream, so that a file of
 * any size takes the memory of one batch.
 */
export async function* catalogueBatches(open: () => Readable, size: number): AsyncGenerator<CatalogueEvent> {
  let columnOf: Map<string, number> | null = null;
  let width = 0;
  let group: CsvRow[] = [];
  let tooLong = false;
  let groupProblems: FeedProblem[] = [];
  let batch: CatalogueStyle[] = [];
  let rows = 0;
  const closed = new Map<string, number>();
  const close = () => {
    if (group.length === 0) return;
    const style = styleOfRows(columnOf!, group);
    style.problems.unshift(...groupProblems);
    batch.push(style);
    if (!closed.has(style.style.id)) closed.set(style.style.id, group[0]!.line);
    group = [];
    groupProblems = [];
    tooLong = false;
  };
  for await (const event of streamCsvRows(open)) {
    if (event.kind === 'problem') {
      yield { kind: 'stop', problem: event.problem };
      return;
    }
    if (event.kind === 'bad-line') {
      rows++;
      yield event;
      continue;
    }
    if (event.kind === 'header') {
      const header = catalogueHeader(event.header);
      columnOf = header.columnOf;
      width = event.header.length;
      yield { kind: 'header', columnOf, problems: header.problems };
      continue;
    }
    const row = event.row;
    rows++;
    const key = cellAt(row, columnOf!.get('style'));
    const current = group.length > 0 ? cellAt(group[0]!, columnOf!.get('style')) : null;
    if (key !== current || key === '') {
      close();
      if (batch.length >= size) {
        yield { kind: 'batch', styles: batch, rows };
        batch = [];
        rows = 0;
      }
    }
    if (key === '')
      groupProblems.push({ line: row.line, column: 'style', reason: 'the style key is required' });
    else if (group.length === 0 && closed.has(key))
      groupProblems.push({
        line: row.line,
        column: 'style',
        reason: `the rows of the style ${key} follow one another (it began at line ${closed.get(key)})`,
      });
    if (row.cells.length !== width)
      groupProblems.push({
        line: row.line,
        column: null,
        reason: `the line has ${row.cells.length} fields, the header ${width}`,
      });
    // a style has at most 30 colours of 100 sizes under a few promotions: past that, a mapping
    // mistake (one key for the whole file) is named once and its rows are not kept
    if (group.length >= MAX_STYLE_ROWS) {
      if (group.length === MAX_STYLE_ROWS && !tooLong) {
        tooLong = true;
        groupProblems.push({
          line: row.line,
          column: 'style',
          reason: `a style has at most ${MAX_STYLE_ROWS.toLocaleString('en')} rows (is the style column right?)`,
        });
      }
      continue;
    }
    group.push(row);
  }
  close();
  if (batch.length > 0 || rows > 0) yield { kind: 'batch', styles: batch, rows };
}

const MAX_STYLE_ROWS = 10_000;

const cellAt = (row: CsvRow, position: number | undefined) =>
  position === undefined ? '' : (row.cells[position] ?? '');
