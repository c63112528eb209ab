/**
 * The catalogue feed (issue 51, decision 0041): `npm run export -- products` of the seeded
 * catalogue, and its import into an empty database on the same server (both passes, brands, prior
 * prices, the suggestions' rebuild), in rows and styles per second, with progress on long runs.
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { CLI_ACTOR } from '../../src/server/admin/keys/create-api-key';
import { exportCatalogue } from '../../src/server/admin/feeds/catalogue/export-catalogue';
import { importCatalogue } from '../../src/server/admin/feeds/catalogue/import-catalogue';

export async function benchCatalogueFeed(
  source: Awaited<ReturnType<typeof openDatabase>>,
  serverUrl: string,
) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-catalogue-'));
  const file = path.join(dir, 'catalogue.csv');
  const target = new URL(serverUrl);
  const name = `bench_import_${process.pid}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    let started = performance.now();
    const out = createWriteStream(file);
    for await (const chunk of exportCatalogue(source.db)) if (!out.write(chunk)) await once(out, 'drain');
    out.end();
    await once(out, 'finish');
    const exportSeconds = (performance.now() - started) / 1000;
    const bytes = statSync(file).size;

    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    target.pathname = `/${name}`;
    const handle = await openDatabase({ url: target.toString(), poolSize: 2 });
    try {
      await handle.migrate();
      let printed = performance.now();
      started = performance.now();
      const report = await importCatalogue(handle.db, CLI_ACTOR, () => createReadStream(file), {
        onProgress: (phase, styles) => {
          if (performance.now() - printed < 10_000) return;
          printed = performance.now();
          console.log(
            `    catalogue import: ${styles} styles ${phase} (${Math.round((printed - started) / 1000)} s)`,
          );
        },
      });
      const importSeconds = (performance.now() - started) / 1000;
      if (report.problems.length > 0)
        throw new Error(`import refused: ${JSON.stringify(report.problems[0])}`);
      return {
        styles: report.styles,
        rows: report.rows,
        megabytes: Math.round(bytes / 104_857.6) / 10,
        exportSeconds: Math.round(exportSeconds * 10) / 10,
        importSeconds: Math.round(importSeconds * 10) / 10,
        importRowsPerSecond: Math.round(report.rows / importSeconds),
        importStylesPerSecond: Math.round(report.styles / importSeconds),
      };
    } finally {
      await handle.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}
