import persisted from '../../src/graphql/generated/persisted-operations.json';
import type { createShopYoga } from '../../src/server/graphql/yoga';

/**
 * Calls a persisted operation on an in-process Yoga with a shopper cookie; throws on any error
 * (a benchmark only measures calls that succeed). Answers the data and the cookie to use next.
 */
export async function callOperation(
  yoga: ReturnType<typeof createShopYoga>,
  name: keyof typeof persisted,
  variables: Record<string, unknown>,
  cookie: string | undefined,
  /** further request headers, e.g. the client address the shop's server would have written */
  headers: Record<string, string> = {},
): Promise<{ data: Record<string, unknown>; cookie: string | undefined }> {
  const res = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    body: JSON.stringify({ query: persisted[name].query, variables }),
  });
  const body = (await res.json()) as {
    data?: Record<string, unknown>;
    errors?: { extensions?: { code?: string } }[];
  };
  if (body.errors) throw new Error(`${name} failed: ${body.errors[0]?.extensions?.code}`);
  return { data: body.data ?? {}, cookie: withSetCookies(cookie, res.headers.getSetCookie()) };
}

/**
 * The Cookie header after an answer's Set-Cookie headers, as a browser keeps it: every cookie by
 * name (the session and the basket count), the newest value winning.
 */
export function withSetCookies(cookie: string | undefined, setCookies: string[]): string | undefined {
  const jar = new Map<string, string>();
  for (const pair of cookie?.split('; ') ?? []) if (pair) jar.set(pair.split('=')[0]!, pair);
  for (const header of setCookies) {
    const pair = header.split(';')[0]!.trim();
    jar.set(pair.split('=')[0]!, pair);
  }
  return jar.size > 0 ? [...jar.values()].join('; ') : undefined;
}

/** p50 and p95 of timings in ms, two decimals. */
export function percentiles(timings: number[]): { p50: number; p95: number } {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 100) / 100;
  return { p50: at(50), p95: at(95) };
}
