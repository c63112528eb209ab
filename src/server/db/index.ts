import 'server-only';
import { databaseTargetFromEnv, openDatabase, type Database, type DatabaseHandle } from './client';

/**
 * The app's one database handle. Kept on globalThis so that Next.js module re-evaluation (dev
 * reloads, several route bundles) shares it: PGlite allows a single opener of its data directory.
 */
const holder = globalThis as unknown as { __shopDb?: Promise<DatabaseHandle> };

export function getDatabaseHandle(): Promise<DatabaseHandle> {
  holder.__shopDb ??= openDatabase(databaseTargetFromEnv()).then(async (handle) => {
    // The start script migrates and seeds before the server starts; migrating again is a cheap no-op
    // and keeps `next dev` and a bare `next start` working.
    await handle.migrate();
    return handle;
  });
  return holder.__shopDb;
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

export type { Database };
