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

/** What a run did: the jobs that published, and the ids of those that failed. */
export interface PublicationRun {
  published: number;
  failed: string[];
}

/**
 * Runs the publications editors scheduled in the CMS (Payload's schedulePublish jobs) once they are
 * due. Every process of every node tries; a transaction-scoped advisory lock lets one run at a time,
 * so a job is never taken twice. Publishing fires the content triggers, which drop the cached pages
 * on every node (content-change-listener). Nothing is run when another runner holds the lock.
 */
export async function runDuePublications(handle: DatabaseHandle): Promise<PublicationRun> {
  return handle.db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${JOBS_LOCK}::bigint) as locked`),
    );
    if (!lock?.locked) return { published: 0, failed: [] };
    // a runner that died mid-run (deploy, crash) left its jobs claimed; only one runner holds the
    // lock, so a job claimed over 5 minutes ago is no longer running: it may be taken again
    await tx.execute(
      sql`update cms.payload_jobs set processing = false
           where processing and completed_at is null and updated_at < now() - interval '5 minutes'`,
    );
    const payload = await cms();
    const run = await payload.jobs.run({ allQueues: true, limit: 20, sequential: true, silent: true });
    const outcomes = Object.entries(run.jobStatus ?? {});
    return {
      published: outcomes.filter(([, result]) => result.status === 'success').length,
      failed: outcomes.filter(([, result]) => result.status !== 'success').map(([id]) => id),
    };
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
      .then(({ published, failed }) => {
        if (published > 0) logger.info({ jobs: published }, 'Scheduled content published');
        // the editors' change did not go live (its editor deleted, its entry gone): the operator
        // finds the reason in the job (cms.payload_jobs, its error), the editor schedules it again
        if (failed.length > 0)
          logger.error(
            { jobs: failed, issueLevel: 'Business' },
            'Scheduled content could not be published (see cms.payload_jobs)',
          );
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
