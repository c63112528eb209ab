import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { logger } from '@/server/logger';
import { rebuildRecoLists } from './rebuild-reco-lists';
import { updateRecoLists } from './update-reco-lists';

/** How often each process looks for new events (one process of one node works at a time). */
export const RECO_UPDATE_INTERVAL_MS = 60_000;

/** Hours between full rebuilds (RECO_REBUILD_HOURS; 6 by default). */
export function recoRebuildHours(env: NodeJS.ProcessEnv = process.env): number {
  const hours = Number(env.RECO_REBUILD_HOURS);
  return Number.isFinite(hours) && hours > 0 ? hours : 6;
}

/** Key of the advisory lock the recommendation job holds ("recojob" as a number). */
const RECO_LOCK = 0x7265636f6a6f62n.toString();

/**
 * One run of the recommendation job, under an advisory lock so that one process of one node
 * works at a time: a full rebuild when the last one is older than RECO_REBUILD_HOURS (or there
 * was none), else the incremental update. Answers what it did, or null when another runner had it.
 */
export async function runRecoJob(
  db: Database,
  now = new Date(),
): Promise<{ kind: 'rebuild' | 'update'; lists: number } | null> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${RECO_LOCK}::bigint) as locked`),
    );
    if (!lock?.locked) return null;
    const [state] = rowsOf<{ rebuilt_at: string | null }>(
      await tx.execute(sql`select rebuilt_at from reco_state where key = 'lists'`),
    );
    const due =
      !state?.rebuilt_at || now.getTime() - Date.parse(state.rebuilt_at) > recoRebuildHours() * 3_600_000;
    if (due) return { kind: 'rebuild', lists: (await rebuildRecoLists(tx, now)).lists };
    return { kind: 'update', lists: await updateRecoLists(tx, now) };
  });
}

const holder = globalThis as unknown as { __shopReco?: NodeJS.Timeout };

/** Runs the recommendation job every minute, once per process. */
export function scheduleRecoJobs(handle: DatabaseHandle): void {
  if (holder.__shopReco) return;
  let running = false;
  holder.__shopReco = setInterval(() => {
    if (running) return;
    running = true;
    runRecoJob(handle.db)
      .then((done) => {
        if (done?.kind === 'rebuild') logger.info({ lists: done.lists }, 'Recommendation lists rebuilt');
      })
      .catch((error: unknown) => logger.warn({ err: error, issueLevel: 'Dev' }, 'Recommendation job failed'))
      .finally(() => {
        running = false;
      });
  }, RECO_UPDATE_INTERVAL_MS);
  holder.__shopReco.unref();
}
