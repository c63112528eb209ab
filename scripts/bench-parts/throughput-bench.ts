import autocannon from 'autocannon';

/**
 * Server-rendered listing throughput with autocannon: N connections (default 50) request listing
 * pages for a fixed time, as a browser does (gzip/br accepted). Paths vary over categories, filters,
 * sorts and pages. Measured twice: as anonymous shoppers (answered by the page cache after the first
 * render of each page) and with Next.js's draft-mode cookie, which makes every request a render of its own.
 */
const PATHS = [
  '/mode',
  '/mode/damen-kleider',
  '/mode/damen-kleider?searchColor=blau',
  '/mode/damen-blusen?filterSize=40',
  '/wohnen',
  '/mode?sort=priceAsc&page=2',
  '/sale',
  '/mode/damen-hosen',
];

export interface ThroughputFigures {
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  pagesPerSecond: number;
  shed503: number;
  p50: number;
  p97_5: number;
  errors: number;
}

async function measure(
  origin: string,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
) {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers: { accept: 'text/html', 'accept-encoding': 'gzip, br', ...headers },
    requests: PATHS.map((path) => ({ method: 'GET' as const, path })),
  });
  // answers by status: pages (200), redirects of the listing rules (3xx), load shedding (503)
  const byStatus =
    (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const count = (test: (status: number) => boolean) =>
    Object.entries(byStatus)
      .filter(([status]) => test(Number(status)))
      .reduce((sum, [, stats]) => sum + stats.count, 0);
  return {
    connections,
    seconds,
    requestsPerSecond: Math.round(result.requests.average),
    pagesPerSecond: Math.round(count((s) => s === 200) / seconds),
    shed503: count((s) => s === 503),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    errors: result.errors + result.timeouts + count((s) => s >= 500 && s !== 503),
  };
}

export async function benchThroughput(
  origin: string,
  connections = 50,
  seconds = Number(process.env.BENCH_SECONDS ?? 10),
): Promise<{ anonymous: ThroughputFigures; personal: ThroughputFigures }> {
  for (const p of PATHS) await fetch(`${origin}${p}`).then((r) => r.text());
  const anonymous = await measure(origin, connections, seconds, {});
  // a draft-mode cookie makes every request personal: rendered for it alone
  const personal = await measure(origin, connections, seconds, { cookie: '__prerender_bypass=bench' });
  return { anonymous, personal };
}
