import 'server-only';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { logger } from '@/server/logger';
import { cms } from './cms';

/** How often due publications are looked for: a scheduled change is live at most this late. */
export const SCHEDULE_INTERVAL_MS = 15_000;

/** Key of the advisory lock one runner holds while publishing ("cmsjobs" as a number, a bigint). */
const JOBS_LOCK = 0x636d736a6f6273n.toString();

/**
 * Runs the publications editors scheduled in the CMS (Payload's schedulePublish jobs) once they are
 * due. Every process of every node tries; a transaction-scoped advisory lock lets one run at a time,
 * so a job is never taken twice. Publishing fires the content triggers, which drop the cached pages
 * on every node (content-change-listener). Returns the number of jobs run (0 when another runner
 * holds the lock).
 */
export async function runDuePublications(handle: DatabaseHandle): Promise<number> {
  return handle.db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${JOBS_LOCK}::bigint) as locked`),
    );
    if (!lock?.locked) return 0;
    // a runner that died mid-run (deploy, crash) left its jobs claimed; only one runner holds the
    // lock, so a job claimed over 5 minutes ago is no longer running: it may be taken again
    await tx.execute(
      sql`update cms.payload_jobs set processing = false
           where processing and completed_at is null and updated_at < now() - interval '5 minutes'`,
    );
    const payload = await cms();
    const run = await payload.jobs.run({ allQueues: true, limit: 20, sequential: true, silent: true });
    return Object.keys(run.jobStatus ?? {}).length;
  });
}

const holder = globalThis as unknown as { __shopPublishing?: NodeJS.Timeout };

/** Looks for due publications every SCHEDULE_INTERVAL_MS, once per process. */
export function schedulePublications(handle: DatabaseHandle): void {
  if (holder.__shopPublishing) return;
  let running = false;
  holder.__shopPublishing = setInterval(() => {
    if (running) return;
    running = true;
    runDuePublications(handle)
      .then((count) => {
        if (count > 0) logger.info({ jobs: count }, 'Scheduled content published');
      })
      .catch((error: unknown) =>
        logger.warn({ err: error, issueLevel: 'Dev' }, 'Running scheduled publications failed'),
      )
      .finally(() => {
        running = false;
      });
  }, SCHEDULE_INTERVAL_MS);
  holder.__shopPublishing.unref();
}
