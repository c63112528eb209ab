/**
 * `npm start` prepares the database (scripts/prepare-db.ts) in a process of its own: the
 * migrations, the demo seeding and Payload's set-up load modules and data the cluster's primary
 * would otherwise keep for as long as the shop runs (~30 MB of its memory, issue 21). The child
 * sends the app's environment back and ends.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import type { AppEnv } from './prepare-db';

export function prepareDatabaseInChildProcess(url: string): Promise<AppEnv> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'prepare-db-child.ts'), [], {
      execArgv: ['--import', 'tsx'],
      // the address stays out of the process list
      env: { ...process.env, SHOP_PREPARE_DATABASE_URL: url },
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    });
    let appEnv: AppEnv | undefined;
    child.once('message', (message) => {
      appEnv = message as AppEnv;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0 && appEnv) resolve(appEnv);
      else reject(new Error(`Preparing the database failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
