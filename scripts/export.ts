/**
 * `npm run export -- products [--output <file.csv>]`: writes the whole catalogue (every style in
 * every state, in its merchandising order) as a catalogue feed to standard output or the file; the
 * same format `npm run import` loads, so an export imports back unchanged (decision 0041). Reads the
 * database of DATABASE_URL or the embedded one of DATA_DIR (a running shop's, too).
 */
import { createWriteStream, renameSync, rmSync } from 'node:fs';
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
  const target = parsed.values.output ?? null;
  // a file is written beside its name and renamed when whole: a failed export leaves no half file
  const partial = target === null ? null : `${target}.partial-${process.pid}`;
  const out: Writable = partial === null ? process.stdout : createWriteStream(partial);
  const write: { failed: NodeJS.ErrnoException | null } = { failed: null };
  out.on('error', (error) => (write.failed ??= error));
  const server = await startDatabaseServer(process.env, undefined, (line) => console.error(line));
  const handle = await openDatabase({ url: server.url, poolSize: 6 });
  const started = Date.now();
  let printed = started;
  try {
    let count = 0;
    for await (const chunk of exportCatalogue(handle.db, (styles) => {
      count = styles;
      if (Date.now() - printed < 2_000) return;
      printed = Date.now();
      console.error(`  ${styles.toLocaleString('en')} styles exported`);
    })) {
      if (write.failed) break;
      if (!out.write(chunk)) await Promise.race([once(out, 'drain'), once(out, 'error')]).catch(() => {});
    }
    if (partial !== null && target !== null && !write.failed) {
      out.end();
      await once(out, 'finish').catch(() => {});
      if (!write.failed) renameSync(partial, target);
    }
    if (write.failed) {
      console.error(
        `${target ?? 'standard output'}: cannot be written (${write.failed.code ?? write.failed.message})`,
      );
      return 1;
    }
    console.error(
      `Exported ${count.toLocaleString('en')} styles in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    return 0;
  } finally {
    if (partial !== null) rmSync(partial, { force: true });
    await handle.close();
    await server.stop();
  }
}

runCli(main);
