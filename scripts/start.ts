/**
 * `npm start`: starts the database (the embedded PostgreSQL server in DATA_DIR unless DATABASE_URL
 * names one), prepares it in a child process (migrations, demo assortment, CMS), builds the app when its sources changed
 * since the last build, and serves it on every core at http://localhost:$PORT. Ctrl-C stops the
 * shop, then the embedded server.
 */
import { ensureBuild } from './build';
import { startDatabaseServer } from './database-server';
import { readStartEnv } from './env';
import { prepareDatabaseInChildProcess } from './prepare-db-process';
import { startShopCluster } from './shop-cluster';

async function main() {
  const env = readStartEnv();
  const startedAt = Date.now();
  const database = await startDatabaseServer();
  console.log(`Database: ${database.description}`);
  let shop: Awaited<ReturnType<typeof startShopCluster>> | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await shop?.stop();
    await database.stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(0));
  try {
    const appEnv = await prepareDatabaseInChildProcess(database.url);
    const buildStatus = ensureBuild(childEnv());
    if (buildStatus !== 0) return stop(buildStatus);
    console.log(
      `Starting the shop at http://localhost:${env.PORT} (prepared in ${((Date.now() - startedAt) / 1000).toFixed(1)} s, Node ${process.versions.node})`,
    );
    shop = await startShopCluster({
      port: env.PORT,
      env: {
        ...childEnv(),
        ...appEnv,
        DATABASE_URL: database.url,
        PORT: String(env.PORT),
        NODE_ENV: 'production',
      },
      onGiveUp: () => void stop(1),
    });
  } catch (error) {
    console.error(error);
    await stop(1);
  }
}

function childEnv(): NodeJS.ProcessEnv {
  return { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
