/**
 * `npm run import -- <file.csv> [--dry-run] [--skip-bad]`: loads a stock feed (`ean;quantity`) or a
 * price feed (`ean;currency;price[;old_price][;promotion]`, amounts in minor units) into the
 * database of DATABASE_URL or the embedded one of DATA_DIR (shared with a running shop, whose pages
 * follow within a second). Every bad row is listed with its line, column and reason; a file with a
 * bad row writes nothing unless --skip-bad is given. README 'Feeds'.
 */
import { readFileSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client';
import type { AdminActor } from '../src/server/admin/admin-actor';
import { formatProblem } from '../src/server/admin/feeds/feed-problem';
import { importFeed } from '../src/server/admin/feeds/import-feed';
import { MAX_FEED_BYTES } from '../src/server/admin/feeds/read-csv-rows';
import { startDatabaseServer } from './database-server';
import { runCli } from './run-cli';

const USAGE = `Usage: npm run import -- <file.csv> [--dry-run] [--skip-bad]
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
  let bytes: Buffer;
  try {
    if (statSync(file).size > MAX_FEED_BYTES) {
      console.error(`${file}: larger than 200 MB; split it.`);
      return 2;
    }
    bytes = readFileSync(file);
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
    const report = await importFeed(handle.db, actor, bytes, {
      dryRun: parsed.values['dry-run'],
      skipBad: parsed.values['skip-bad'],
      onProgress: (done, total) =>
        console.error(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} rows written`),
    });
    for (const problem of report.problems) console.log(formatProblem(problem));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const summary = `${report.kind ?? 'unknown'} feed, ${report.rows} rows, ${report.problems.length} bad`;
    if (report.dryRun) console.log(`Dry run: ${summary}; nothing written.`);
    else if (report.problems.length > 0 && report.written === 0 && !parsed.values['skip-bad'])
      console.log(`Refused: ${summary}; nothing written (--skip-bad writes the good rows).`);
    else console.log(`Imported: ${summary}; ${report.written} rows written in ${seconds} s.`);
    return report.problems.length > 0 ? 1 : 0;
  } finally {
    await handle.close();
    await server.stop();
  }
}

runCli(main);
