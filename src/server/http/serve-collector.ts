import type { IncomingMessage, ServerResponse } from 'node:http';
import { COLLECTOR_PATH, EVENT_BATCH_MAX_BYTES } from '@/lib/analytics/event-batch';
import { collectEvents } from '@/server/analytics/collect-events';
import { serverEventStore } from '@/server/analytics/server-event-store';

export function isCollectorRequest(req: IncomingMessage): boolean {
  const url = req.url ?? '';
  return url === COLLECTOR_PATH || url.startsWith(`${COLLECTOR_PATH}?`);
}

/**
 * The body as it arrives, up to `limit` bytes (the handler refuses a larger one with 413; reading
 * stops there). Read from the Node stream directly: a Web stream around it cost several event-loop
 * turns per request under load.
 */
function readWithin(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      if (size >= limit) return;
      chunks.push(chunk);
      size += chunk.length;
      if (size >= limit) resolve(Buffer.concat(chunks));
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * POST /api/events answered by the shop's server itself: the same handler as the Next.js route
 * (which `next dev` uses), given a Web Request built from the Node request. Server-Timing tells
 * how long the answer took here (the bench reads it: decision 0020).
 */
export async function serveCollector(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const started = performance.now();
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    const method = req.method ?? 'GET';
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const request = new Request(`http://${headers.get('host') ?? 'localhost'}${req.url ?? '/'}`, {
      method,
      headers,
      body: hasBody ? new Uint8Array(await readWithin(req, EVENT_BATCH_MAX_BYTES + 1)) : undefined,
    });
    const response = await collectEvents(serverEventStore(), request);
    const body = await response.text();
    res.writeHead(response.status, {
      ...Object.fromEntries(response.headers),
      'server-timing': `collect;dur=${(performance.now() - started).toFixed(2)}`,
    });
    res.end(body);
  } catch {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ error: { code: 'BAD_REQUEST', message: 'The request could not be read.' } }));
  }
}
