/**
 * `npm run import -- <file.csv> [--dry-run] [--skip-bad]`: loads a catalogue feed (a row per size
 * offer, `style;…;colour;…;ean;size;…;price_eur;…`, decision 0041), a stock feed (`ean;quantity`) or a
 * price feed (`ean;currency;price[;old_price][;promotion]`, amounts in minor units) into the
 * database of DATABASE_URL or the embedded one of DATA_DIR (shared with a running shop, whose pages
 * follow within a second). Every bad row is listed with its line, column and reason; a file with a
 * bad row writes nothing unless --skip-bad is given. README 'Feeds'.
 */
import { createReadStream, openSync, readFileSync, readSync, closeSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client';
import type { AdminActor } from '../src/server/admin/admin-actor';
import { formatProblem } from '../src/server/admin/feeds/feed-problem';
import { importFeed } from '../src/server/admin/feeds/import-feed';
import { isCatalogueHeader } from '../src/server/admin/feeds/catalogue/catalogue-columns';
import { importCatalogue } from '../src/server/admin/feeds/catalogue/import-catalogue';
import { MAX_FEED_BYTES } from '../src/server/admin/feeds/read-csv-rows';
import { startDatabaseServer } from './database-server';
import { runCli } from './run-cli';

const USAGE = `Usage: npm run import -- <file.csv> [--dry-run] [--skip-bad]
  a catalogue:   a row per size: style;…;colour;…;ean;size;stock;price_eur;… (README 'Loading your own catalogue')
  a stock feed:  ean;quantity
  a price feed:  ean;currency;price[;old_price][;promotion]   (amounts in minor units: 4999 = 49,99)`;

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { 'dry-run': { type: 'boolean' }, 'skip-bad': { type: 'boolean' } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const file = parsed.positionals[0];
  if (!file || parsed.positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  let catalogue: boolean;
  try {
    catalogue = isCatalogueHeader(headerOf(file));
    if (!catalogue && statSync(file).size > MAX_FEED_BYTES) {
      console.error(`${file}: larger than 200 MB; split it.`);
      return 2;
    }
  } catch (error) {
    console.error(
      `${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : 'cannot be read'}`,
    );
    return 2;
  }
  const server = await startDatabaseServer(process.env, undefined, (line) => console.error(line));
  const handle = await openDatabase({ url: server.url, poolSize: 2 });
  const actor: AdminActor = {
    kind: 'key',
    id: 'cli',
    name: `npm run import ${file.split('/').pop()}`,
    roles: ['admin'],
    shops: null,
    families: null,
  };
  try {
    await handle.migrate();
    const started = Date.now();
    const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
    let printed = started;
    const options = { dryRun: parsed.values['dry-run'], skipBad: parsed.values['skip-bad'] };
    if (catalogue) {
      const report = await importCatalogue(handle.db, actor, () => createReadStream(file), {
        ...options,
        onProgress: (phase, styles) => {
          // a line every 2 s on a long run
          if (Date.now() - printed < 2_000) return;
          printed = Date.now();
          console.error(`  ${styles.toLocaleString('en')} styles ${phase} (${seconds()} s)`);
        },
      });
      for (const problem of report.problems) console.log(formatProblem(problem));
      const summary = `catalogue feed, ${report.rows} rows, ${report.styles} styles, ${report.problems.length} problems`;
      if (report.dryRun) console.log(`Dry run: ${summary}; nothing written.`);
      else if (report.problems.length > 0 && report.written === 0)
        console.log(`Refused: ${summary}; nothing written (--skip-bad writes the good styles).`);
      else
        console.log(
          `Imported: ${summary}; ${report.written} styles written in ${seconds()} s (${Math.round(report.rows / Math.max(0.001, (Date.now() - started) / 1000))} rows/s).`,
        );
      return report.problems.length > 0 ? 1 : 0;
    }
    const report = await importFeed(handle.db, actor, readFileSync(file), {
      ...options,
      onProgress: (done, total) =>
        console.error(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} rows written`),
    });
    for (const problem of report.problems) console.log(formatProblem(problem));
    const summary = `${report.kind ?? 'unknown'} feed, ${report.rows} rows, ${report.problems.length} bad`;
    if (report.dryRun) console.log(`Dry run: ${summary}; nothing written.`);
    else if (report.problems.length > 0 && report.written === 0 && !parsed.values['skip-bad'])
      console.log(`Refused: ${summary}; nothing written (--skip-bad writes the good rows).`);
    else console.log(`Imported: ${summary}; ${report.written} rows written in ${seconds()} s.`);
    return report.problems.length > 0 ? 1 : 0;
  } finally {
    await handle.close();
    await server.stop();
  }
}

/** The file's first line (its header), lower case. */
function headerOf(file: string): string[] {
  const descriptor = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(65_536);
    const read = readSync(descriptor, buffer, 0, buffer.length, 0);
    // npm's lines before a script's output (`npm run export -- products > file.csv`) are skipped
    const line =
      buffer
        .subarray(0, read)
        .toString('utf8')
        .split(/\r?\n/)
        .find((text) => !/^(\uFEFF)?(> .*|\s*)$/.test(text)) ?? '';
    return line
      .replace(/^\uFEFF/, '')
      .split(/[;,\t]/)
      .map((cell) => cell.trim().replace(/^"|"$/g, '').toLowerCase());
  } finally {
    closeSync(descriptor);
  }
}

runCli(main);
