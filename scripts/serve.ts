/**
 * Serves the built app on every core with the shop's HTTP server (scripts/shop-cluster.ts), on the
 * database of DATABASE_URL or the embedded server of DATA_DIR, which must be prepared (`npm start`
 * does all of that in one; the browser tests start this after seeding).
 */
import { startDatabaseServer } from './database-server';
import { cmsEnv } from './cms-env';
import { startShopCluster } from './shop-cluster';

async function main() {
  const database = await startDatabaseServer();
  const port = Number(process.env.PORT) || 3000;
  const running: { shop?: Awaited<ReturnType<typeof startShopCluster>> } = {};
  const stop = async (code: number) => {
    await running.shop?.stop();
    await database.stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(0));
  running.shop = await startShopCluster({
    port,
    env: { ...process.env, ...(await cmsEnv(database.url)), DATABASE_URL: database.url },
    onGiveUp: () => void stop(1),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
