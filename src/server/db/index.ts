import 'server-only';
import { schedulePublications } from '@/server/content/scheduled-publishing';
import { logger } from '@/server/logger';
import { sweepExpired } from '@/server/maintenance/sweep-expired';
import { scheduleRecoJobs } from '@/server/recommendation/schedule-reco-jobs';
import { listenForChanges } from '@/server/cache/change-listener';
import { databaseTargetFromEnv, openDatabase, type Database, type DatabaseHandle } from './client';

/**
 * The app's one database handle. Kept on globalThis so that Next.js module re-evaluation (dev
 * reloads, several route bundles) shares one connection pool per process.
 */
const holder = globalThis as unknown as { __shopDb?: Promise<DatabaseHandle>; __shopSweep?: NodeJS.Timeout };

/** Expired logins, links and failed-login rows are swept hourly (the first time a minute after start). */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

function scheduleSweeps(handle: DatabaseHandle) {
  if (holder.__shopSweep) return;
  const sweep = () =>
    sweepExpired(handle.db).catch((error: unknown) =>
      logger.warn({ err: error, issueLevel: 'Dev' }, 'Sweeping expired rows failed'),
    );
  setTimeout(sweep, 60_000).unref();
  holder.__shopSweep = setInterval(sweep, SWEEP_INTERVAL_MS);
  holder.__shopSweep.unref();
}

export function getDatabaseHandle(): Promise<DatabaseHandle> {
  holder.__shopDb ??= openDatabase(databaseTargetFromEnv()).then(async (handle) => {
    // The start script migrates and seeds before the server starts; migrating again is a cheap no-op
    // and keeps `next dev` and a bare `next start` working.
    await handle.migrate();
    scheduleSweeps(handle);
    // catalogue changes and published content from any node drop what shows them (by tag)
    await listenForChanges(handle).catch((error: unknown) =>
      logger.warn({ err: error, issueLevel: 'Dev' }, 'Listening for changes failed'),
    );
    // publications editors scheduled in the CMS, run by one process of one node at a time
    if (process.env.PAYLOAD_SECRET) schedulePublications(handle);
    // the recommendation lists: new events every minute, a full rebuild every few hours (one runner)
    scheduleRecoJobs(handle);
    return handle;
  });
  return holder.__shopDb;
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

export type { Database };
