/**
 * Serves the built shop on every core: this process is the cluster's primary, it forks one worker
 * per core (WEB_CONCURRENCY), each running the shop's HTTP server with Next.js
 * (scripts/serve-worker.ts) on the shared port, and restarts a worker that dies. Decision 0014.
 */
import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

export interface ClusterOptions {
  port: number;
  workers?: number;
  env?: NodeJS.ProcessEnv;
  /** when workers keep dying: stop the shop (and its database server) */
  onGiveUp?: () => void;
}

/**
 * Connections per worker's pool, unless DATABASE_POOL_SIZE says: the workers together stay within
 * 60 (a stock PostgreSQL allows 100), each with at least 2, besides one listening connection each.
 */
export function poolSizePerWorker(workers: number, env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_POOL_SIZE?.trim() || String(Math.max(2, Math.min(10, Math.floor(60 / workers))));
}

/**
 * Node flags of the workers: SHOP_WORKER_ARGS (e.g. --cpu-prof), and the heap's sizes unless it
 * names them.
 * - Old space 512 MB: V8 otherwise lets a worker's heap grow towards 4 GB before collecting in
 *   earnest; with a limit it collects early and a worker's memory stays flat (issue 21: measured
 *   with the soak of `npm run bench`). At 384 MB the live heap (~330 MB under load) left too little
 *   room: over a 5–10 minute soak uncached answers fell from ~63/s to 30–40/s (halving the data
 *   caches did not change that); at 512 MB they held at 67–85/s, for ~250 MB more RSS in all.
 * - Semi-space 32 MB (the young generation's halves; V8's default is 16 MB): a page render
 *   allocates a few MB of short-lived objects, and with 50 renders under way the default promoted
 *   them to the old space, whose collections cost a third of the CPU. Measured with 2 workers,
 *   distinct URLs at 50 connections: listings 44 → 60 answers/s (42 → 31 ms CPU each), products
 *   48 → 61/s (38 → 29 ms), GraphQL listings 188 → 234/s; 64 MB gained nothing more.
 */
export function workerArgs(configured: string | undefined): string[] {
  const args = configured?.split(/\s+/).filter(Boolean) ?? [];
  const names = (flag: string) => args.some((arg) => arg.startsWith(flag));
  return [
    ...(names('--max-old-space-size') ? [] : ['--max-old-space-size=512']),
    ...(names('--max-semi-space-size') ? [] : ['--max-semi-space-size=32']),
    ...args,
  ];
}

/**
 * glibc's allocator in the workers, unless the environment sets it: a page's buffers (its HTML, the
 * compressed variants, the database's answers) are malloc'd; by default glibc raises its mmap
 * threshold after the first large free, keeps later large buffers in its heap and does not give
 * that memory back, and grows an arena per thread (the compression threads). A fixed 128 KB
 * threshold and two arenas: 50–70 MB less RSS for the shop after the capacity run (two alternated
 * pairs, 1,208–1,218 MB against 1,271–1,279 MB), answers per second unchanged (issue 21).
 */
export function workerMallocEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return {
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
  };
}

export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.WEB_CONCURRENCY);
  if (Number.isInteger(configured) && configured > 0) return Math.min(configured, 64);
  return Math.max(1, os.availableParallelism());
}

/**
 * Starts the workers and resolves once every one listens. The returned stop() ends them (their
 * servers finish the requests under way) and resolves when they have exited.
 */
export async function startShopCluster(options: ClusterOptions): Promise<{ stop(): Promise<void> }> {
  const count = options.workers ?? workerCount(options.env);
  cluster.setupPrimary({
    exec: path.join(__dirname, 'serve-worker.ts'),
    execArgv: ['--import', 'tsx', ...workerArgs(options.env?.SHOP_WORKER_ARGS)],
  });
  const env = {
    ...options.env,
    ...workerMallocEnv(options.env),
    PORT: String(options.port),
    DATABASE_POOL_SIZE: poolSizePerWorker(count, options.env),
    // the workers recognise each other's client-address headers and page-cache render requests
    SHOP_CLIENT_PROOF: randomUUID(),
    SHOP_RENDER_SECRET: randomUUID(),
  };
  let stopping = false;
  const restarts: number[] = [];

  const fork = (): Promise<Worker> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork(env);
      worker.once('listening', () => resolve(worker));
      worker.once('exit', (code, signal) => {
        if (stopping) return;
        reject(new Error(`shop worker exited before listening (${signal ?? code})`));
        // a worker that dies under load is replaced; more than 5 deaths a minute per worker stop the shop
        const now = Date.now();
        restarts.push(now);
        while (restarts[0]! < now - 60_000) restarts.shift();
        if (restarts.length > 5 * count) {
          console.error('Shop workers keep dying; stopping');
          if (options.onGiveUp) options.onGiveUp();
          else process.exit(1);
          return;
        }
        console.error(`Shop worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
        fork().catch(() => undefined);
      });
    });

  await Promise.all(Array.from({ length: count }, fork));
  console.log(`Shop server listening on port ${options.port} with ${count} worker${count === 1 ? '' : 's'}`);

  return {
    stop: async () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve();
              worker.once('exit', () => resolve());
              worker.process.kill('SIGTERM');
              // keep-alive connections do not hold a stop longer than 10 s
              setTimeout(() => worker.process.kill('SIGKILL'), 10_000).unref();
            }),
        ),
      );
    },
  };
}
