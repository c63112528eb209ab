import http from 'node:http';

/**
 * Behaviour under overload (issue 18, item 4): first the sustainable rate of server-rendered
 * listing pages (rendered per request: the requests carry Next.js's draft-mode cookie, the one
 * cookie that keeps a shopper off the shared page cache; any other cookie gets the cached page),
 * then an open-loop load at 4× that rate for a while. Reports the accepted requests' latency, the
 * 503s answered by load shedding, and connection errors (resets), over keep-alive connections as a
 * browser or proxy holds them.
 */
const PATHS = [
  '/mode',
  '/mode/damen-kleider',
  '/wohnen',
  '/sale',
  '/mode/damen-hosen',
  '/mode?sort=priceAsc&page=2',
];

interface Sample {
  status: number;
  ms: number;
  error?: string;
}

function request(agent: http.Agent, origin: URL, path: string): Promise<Sample> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        path,
        headers: { accept: 'text/html', cookie: '__prerender_bypass=bench' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0 }));
        res.on('error', (error) =>
          resolve({ status: 0, ms: performance.now() - t0, error: errorCode(error) }),
        );
      },
    );
    req.on('error', (error) => resolve({ status: 0, ms: performance.now() - t0, error: errorCode(error) }));
    req.end();
  });
}

const errorCode = (error: Error) => (error as NodeJS.ErrnoException).code ?? error.message;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
}

/** Closed loop: `connections` clients, each sending its next request when the last one ended. */
async function sustainableRate(origin: URL, connections: number, seconds: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let i = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const sample = await request(agent, origin, PATHS[i++ % PATHS.length]!);
        if (sample.status === 200) done++;
      }
    }),
  );
  agent.destroy();
  return done / seconds;
}

/**
 * Open loop: requests start at `rate` per second whatever the answers do, as real traffic does.
 * With `pool`, over that many keep-alive connections opened beforehand (a reverse proxy's upstream
 * pool, browsers already connected); without, each request beyond the free connections opens one.
 */
async function openLoop(origin: URL, rate: number, seconds: number, pool: number | null) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: pool ?? 4096, maxFreeSockets: pool ?? 4096 });
  if (pool) await Promise.all(Array.from({ length: pool }, () => request(agent, origin, '/robots.txt')));
  const samples: Promise<Sample>[] = [];
  const start = performance.now();
  let i = 0;
  while (performance.now() - start < seconds * 1000) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    samples.push(request(agent, origin, PATHS[i++ % PATHS.length]!));
  }
  const results = await Promise.all(samples);
  agent.destroy();
  return results;
}

export interface OverloadRun {
  connections: string;
  requests: number;
  accepted: number;
  shed503: number;
  connectionErrors: number;
  errorKinds: Record<string, number>;
  acceptedP50: number;
  acceptedP99: number;
  acceptedMax: number;
}

export interface OverloadFigures {
  sustainableRps: number;
  offeredRps: number;
  seconds: number;
  runs: OverloadRun[];
}

export async function benchOverload(originText: string, factor = 4, seconds = 30): Promise<OverloadFigures> {
  const origin = new URL(originText);
  // warm the renderer, then measure what it sustains with a few clients
  await sustainableRate(origin, 4, 5);
  const sustainable = await sustainableRate(origin, 8, 15);
  const offered = Math.max(1, Math.round(sustainable * factor));
  const runs: OverloadRun[] = [];
  // 1,000 shoppers already connected (the scenario), then each request on a new connection
  for (const pool of [1000, null]) {
    const results = await openLoop(origin, offered, seconds, pool);
    runs.push(summarise(pool ? `${pool} keep-alive connections` : 'new connections as needed', results));
  }
  return { sustainableRps: Math.round(sustainable * 10) / 10, offeredRps: offered, seconds, runs };
}

function summarise(connections: string, results: Sample[]): OverloadRun {
  const accepted = results.filter((r) => r.status === 200).map((r) => r.ms);
  const errorKinds: Record<string, number> = {};
  for (const r of results) if (r.error) errorKinds[r.error] = (errorKinds[r.error] ?? 0) + 1;
  return {
    connections,
    requests: results.length,
    accepted: accepted.length,
    shed503: results.filter((r) => r.status === 503).length,
    connectionErrors: results.filter((r) => r.error).length,
    errorKinds,
    acceptedP50: percentile(accepted, 50),
    acceptedP99: percentile(accepted, 99),
    acceptedMax: percentile(accepted, 100),
  };
}
