/**
 * Server-rendered listing throughput: N connections (default 50) request listing pages for a fixed
 * time, like autocannon, and count completed responses. Paths vary over categories, filters and pages.
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

export async function benchThroughput(
  origin: string,
  connections = 50,
  seconds = Number(process.env.BENCH_SECONDS ?? 10),
) {
  for (const p of PATHS) await fetch(`${origin}${p}`).then((r) => r.text());
  const until = performance.now() + seconds * 1000;
  const timings: number[] = [];
  let errors = 0;
  let n = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const path = PATHS[n++ % PATHS.length]!;
      const t0 = performance.now();
      try {
        const res = await fetch(`${origin}${path}`);
        await res.arrayBuffer();
        if (res.status === 200) timings.push(performance.now() - t0);
        else errors += 1;
      } catch {
        errors += 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = timings.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);
  return {
    connections,
    seconds: Math.round(elapsed),
    requestsPerSecond: Math.round(timings.length / elapsed),
    p50: at(0.5),
    p95: at(0.95),
    errors,
  };
}
