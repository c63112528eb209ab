import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { cmsEnv } from './cms-env';

/**
 * Prepares the CMS on the database at `url` (migrations, first admin, demo content) in a process of
 * its own (the CMS's modules are ES modules with top-level await) and returns the environment the
 * app's processes need for it.
 */
export async function prepareCms(url: string): Promise<{ PAYLOAD_SECRET: string }> {
  const env = await cmsEnv(url);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'cms-prepare.mts')], {
    env: { ...process.env, ...env, DATABASE_URL: url, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (result.status !== 0)
    throw new Error(`preparing the CMS failed (exit ${result.status ?? result.signal})`);
  return env;
}
