/**
 * `npm run export -- products [--output <file.csv>]`: writes the whole catalogue (every style in
 * every state, in its merchandising order) as a catalogue feed to standard output or the file; the
 * same format `npm run import` loads, so an export imports back unchanged (decision 0041). Reads the
 * database of DATABASE_URL or the embedded one of DATA_DIR (a running shop's, too).
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client';
import { exportCatalogue } from '../src/server/admin/feeds/catalogue/export-catalogue';
import { startDatabaseServer } from './database-server';
import { runCli } from './run-cli';

const USAGE = 'Usage: npm run export -- products [--output <file.csv>]   (standard output without --output)';

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { output: { type: 'string' } } });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (parsed.positionals.length !== 1 || parsed.positionals[0] !== 'products') {
    console.error(USAGE);
    return 2;
  }
  const server = await startDatabaseServer(process.env, undefined, (line) => console.error(line));
  const handle = await openDatabase({ url: server.url, poolSize: 6 });
  const out: Writable = parsed.values.output ? createWriteStream(parsed.values.output) : process.stdout;
  const started = Date.now();
  let printed = started;
  try {
    let count = 0;
    for await (const chunk of exportCatalogue(handle.db, (styles) => {
      count = styles;
      if (Date.now() - printed < 2_000) return;
      printed = Date.now();
      console.error(`  ${styles.toLocaleString('en')} styles exported`);
    }))
      if (!out.write(chunk)) await once(out, 'drain');
    if (out !== process.stdout) {
      out.end();
      await once(out, 'finish');
    }
    console.error(
      `Exported ${count.toLocaleString('en')} styles in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    return 0;
  } finally {
    await handle.close();
    await server.stop();
  }
}

runCli(main);
