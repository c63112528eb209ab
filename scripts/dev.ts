/**
 * `npm run dev`: the database as for `npm start` (embedded server or DATABASE_URL), prepared, then
 * `next dev` on it. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';
import { startDatabaseServer } from './database-server';
import { nextCli } from './next-cli';
import { prepareDatabase } from './prepare-db';

async function main() {
  const database = await startDatabaseServer();
  console.log(`Database: ${database.description}`);
  const appEnv = await prepareDatabase(database.url);
  const next = spawn(process.execPath, [nextCli(), 'dev', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, ...appEnv, DATABASE_URL: database.url, NEXT_TELEMETRY_DISABLED: '1' },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => next.kill(signal));
  next.on('exit', (code) => {
    void database.stop().then(() => process.exit(code ?? 0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
