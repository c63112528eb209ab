/**
 * One worker of the shop's server (scripts/shop-cluster.ts forks it): the shop's HTTP server with
 * Next.js on the shared port. PORT, MAX_IN_FLIGHT, MAX_IN_FLIGHT_PER_CLIENT and MAX_LAG_MS configure
 * it (and RENDER_CONCURRENCY); the limits hold per worker.
 */
import { startShopServer } from '../src/server/http/shop-server';
import { flushServerEventStore } from '../src/server/analytics/server-event-store';

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

async function main() {
  // tsx turns Node's source maps on for every module it loads; Node then reads and keeps the map of
  // every chunk of the build (70 MB of maps, sources included): about 70 MB of heap per worker
  // (issue 21, heap snapshot after the capacity run). Stack traces of the built app name chunk
  // positions then, as under `next start`; SHOP_SOURCE_MAPS=1 keeps them mapped.
  if (process.env.SHOP_SOURCE_MAPS !== '1') process.setSourceMapsEnabled(false);
  const { server, shedder } = await startShopServer({
    port: positive(process.env.PORT, 3000),
    maxInFlight: positive(process.env.MAX_IN_FLIGHT, 256),
    maxLagMs: positive(process.env.MAX_LAG_MS, 150),
    maxPerClient: positive(process.env.MAX_IN_FLIGHT_PER_CLIENT, 32),
    maxRenders: positive(process.env.RENDER_CONCURRENCY, 4),
  });
  // a line per minute while requests are being refused, for the operator
  let reported = 0;
  setInterval(() => {
    if (shedder.shed === reported) return;
    console.warn(
      `Overload (worker ${process.pid}): ${shedder.shed - reported} requests answered 503 in the last minute`,
      shedder.state,
    );
    reported = shedder.shed;
  }, 60_000).unref();
  // Ctrl-C reaches every process of the terminal's group: the primary stops the workers in order
  process.on('SIGINT', () => undefined);
  // SIGTERM from the primary: finish the requests under way, then end
  process.once('SIGTERM', () => {
    // the analytics events it accepted are written before it ends (decision 0020)
    server.close(() => void flushServerEventStore().finally(() => process.exit(0)));
    server.closeIdleConnections();
    // connections that stay open (the page cache's own keep-alive fetches) do not hold the exit
    // past the primary's 10 s; a normal exit also writes a --cpu-prof profile, a SIGKILL does not
    setTimeout(() => process.exit(0), 8000).unref();
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// kill -USR2 <worker pid>: the worker logs its memory (V8 heap, external, buffers) for the operator;
// started with SHOP_WORKER_ARGS=--expose-gc, after a full collection (the live heap)
process.on('SIGUSR2', () => {
  const mb = (n: number) => Math.round(n / 1048576);
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  console.warn(
    `Memory (worker ${process.pid}): rss ${mb(m.rss)} MB, heap ${mb(m.heapUsed)}/${mb(m.heapTotal)} MB, external ${mb(m.external)} MB, buffers ${mb(m.arrayBuffers)} MB`,
  );
});
