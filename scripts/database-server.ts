/**
 * The database server the scripts use: the PostgreSQL server of DATABASE_URL, or the embedded
 * server of DATA_DIR, started (or taken over, or shared with a running `npm start`) here.
 */
import path from 'node:path';
import { ensureEmbeddedPostgres, type EmbeddedServer } from '../src/server/db/embedded/embedded-server';

export interface DatabaseServer extends EmbeddedServer {
  /** for the log: which database this is */
  description: string;
}

export async function startDatabaseServer(
  env: NodeJS.ProcessEnv = process.env,
  settings?: Record<string, string>,
  log: (line: string) => void = (line) => console.log(line),
): Promise<DatabaseServer> {
  const url = env.DATABASE_URL?.trim();
  if (url)
    return { url, owned: false, stop: async () => undefined, description: 'PostgreSQL (DATABASE_URL)' };
  const dataDir = path.resolve(env.DATA_DIR?.trim() || 'data');
  const server = await ensureEmbeddedPostgres(dataDir, { settings, log });
  return { ...server, description: `embedded PostgreSQL in ${path.join(dataDir, 'postgres')}` };
}
