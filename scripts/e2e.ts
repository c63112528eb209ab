/**
 * `npm run test:e2e`: starts an embedded PostgreSQL server in a temporary DATA_DIR and seeds it,
 * builds the app when its sources changed, and runs the Playwright suite against the shop's
 * server (scripts/serve.ts, which shares the running database server).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild } from './build';
import { startDatabaseServer } from './database-server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SEED_PRODUCTS: process.env.E2E_SEED_PRODUCTS ?? '2000',
  // the shops' local origins (canonical, hreflang, mail links) name the port the tests serve on
  PORT: process.env.E2E_PORT ?? '3100',
  NEXT_TELEMETRY_DISABLED: '1',
  LOG_LEVEL: 'warn',
  // the browser tests read mailed links (password reset) from the outbox, as an operator would
  OPERATOR_TOKEN: process.env.OPERATOR_TOKEN ?? 'e2e-operator-token-0123456789abcdef',
  // every browser test comes from this machine's one address: per-client limits as for an office
  // network (per-recipient limits and login throttling stay as configured)
  LIMIT_MAILS_PER_CLIENT: '5000',
  LIMIT_ORDERS_PER_CLIENT: '5000',
  LIMIT_SESSIONS_PER_CLIENT: '5000',
  LIMIT_REGISTRATIONS_PER_CLIENT: '5000',
  // the CMS's first admin, as an operator would set it before the first start
  CMS_ADMIN_EMAIL: 'cms-admin@shop.local',
  CMS_ADMIN_PASSWORD: 'e2e-Cms-Password-2026',
  // HSTS is configured, not inferred from a proxy header: the browser tests see it on every answer
  HSTS_MAX_AGE: '600',
  // the operator's key that sets a browser up as an in-store display (decision 0030)
  STORE_DISPLAY_KEY: 'e2e-display-key-0123456789abcdef',
};

async function main() {
  // a throwaway server: no need to survive a power cut
  const database = await startDatabaseServer(env, { fsync: 'off', synchronous_commit: 'off' });
  const finish = async (code: number) => {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  };
  const run = (command: string, args: string[]) =>
    spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
  const seeded = run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts']);
  if (seeded !== 0) return finish(seeded);
  if (ensureBuild(env) !== 0) return finish(1);
  await finish(
    run(process.execPath, [require.resolve('@playwright/test/cli'), 'test', ...process.argv.slice(2)]),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
});
