/**
 * `npm start`: prepares the database (migrations, demo assortment), builds the app when its sources
 * changed since the last build, and serves it at http://localhost:$PORT.
 */
import { spawn } from 'node:child_process';
import { ensureBuild } from './build';
import { readStartEnv } from './env';
import { prepareDatabase } from './prepare-db';

async function main() {
  const env = readStartEnv();
  const startedAt = Date.now();
  await prepareDatabase();

  const buildStatus = ensureBuild(childEnv());
  if (buildStatus !== 0) process.exit(buildStatus);

  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    stdio: 'inherit',
    env: { ...childEnv(), PORT: String(env.PORT), NODE_ENV: 'production' },
  });
  console.log(
    `Starting the shop at http://localhost:${env.PORT} (prepared in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}

function childEnv(): NodeJS.ProcessEnv {
  return { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
