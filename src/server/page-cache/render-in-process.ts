import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createRequestResponseMocks } from 'next/dist/server/lib/mock-request';

/** The app's request handler as the shop's HTTP server calls it. */
export type AppHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export interface InProcessAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

let handler: AppHandler | null = null;

/**
 * The shop's HTTP server hands the page cache its way into the app: a page is then rendered by
 * calling the app's handler with a request and response in memory (Next.js's own mocks, which it
 * uses for on-demand revalidation) instead of an HTTP request to this same server. That round trip
 * (the answer written to a socket, read back, parsed and decoded) cost about a tenth of an uncached
 * page's CPU (issue 21, profiles of one worker).
 */
export function renderInProcessWith(appHandler: AppHandler | null): void {
  handler = appHandler;
}

/** Whether pages render in this process (the shop's HTTP server runs here). */
export function canRenderInProcess(): boolean {
  return handler !== null;
}

/** A GET through the app, answered in memory; rejects after `timeoutMs`. */
export async function renderInProcess(
  url: string,
  headers: IncomingHttpHeaders,
  timeoutMs: number,
): Promise<InProcessAnswer> {
  const app = handler;
  if (!app) throw new Error('No app handler in this process');
  const chunks: Buffer[] = [];
  const { req, res } = createRequestResponseMocks({
    url,
    headers,
    method: 'GET',
    resWriter: (chunk) => {
      // a copy: the writer may reuse its chunk's memory once the write returns
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk));
      return true;
    },
  });
  const finished = new Promise<void>((resolve, reject) => {
    res.once('finish', () => resolve());
    res.once('error', reject);
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Render of ${url} took over ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([
      Promise.all([app(req as unknown as IncomingMessage, res as unknown as ServerResponse), finished]),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
  const answerHeaders: [string, string][] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value])
      answerHeaders.push([name.toLowerCase(), String(one)]);
  }
  const body = Buffer.concat(chunks);
  // Next.js keeps some requests' objects reachable after they ended (their response mock, and
  // through its writer these chunks): a heap snapshot after the capacity run held 354 renders'
  // chunks, 70 MB per worker (issue 21). Emptied, a retained mock holds no page.
  chunks.length = 0;
  return { status: res.statusCode, headers: answerHeaders, body };
}
