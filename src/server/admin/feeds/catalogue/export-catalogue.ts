import { stringify } from 'csv-stringify/sync';
import type { Database } from '@/server/db/client';
import { CATALOGUE_COLUMNS } from './catalogue-columns';
import { catalogueRows } from './catalogue-rows';
import { readCatalogue } from './read-catalogue';

/**
 * The whole catalogue as a catalogue feed (UTF-8, `;`-separated, quoted where needed, with BOM so
 * that spreadsheets read it as UTF-8): the chunks of text in order, 500 styles at a time. Imported
 * into an empty shop it gives the same listings, product pages and search (decision 0041).
 */
export async function* exportCatalogue(
  db: Database,
  onProgress?: (styles: number) => void,
): AsyncGenerator<string> {
  // a cell starting or ending with a space is quoted, so that the import (which trims) keeps it
  const options = { delimiter: ';', record_delimiter: '\n', quoted_match: /^\s|\s$/ } as const;
  yield '\uFEFF' + stringify([CATALOGUE_COLUMNS as string[]], options);
  let styles = 0;
  for await (const batch of readCatalogue(db)) {
    yield stringify(batch.flatMap(catalogueRows), options);
    styles += batch.length;
    onProgress?.(styles);
  }
}
