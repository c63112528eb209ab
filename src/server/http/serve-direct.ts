import type { IncomingMessage, ServerResponse } from 'node:http';
import { directHandlers, type DirectHandler, type DirectRequest } from './direct-handlers';

/** Next.js's draft-mode cookie: previews read it through Next.js's request scope (preview-scope.ts). */
const DRAFT_MODE_COOKIE = '__prerender_bypass=';

/**
 * /graphql answered by the app's endpoint without Next.js's routing (issue 21: its request and
 * response wrapping, routing and route runtime were about a tenth of a GraphQL listing's CPU).
 * Until the app has loaded the route (its first request), and for what only Next.js can answer
 * (editors' previews, other methods), it returns false and Next.js answers as before.
 */
export function serveDirect(
  req: IncomingMessage,
  res: ServerResponse,
  origin: { host: string; proto: string },
): boolean {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  if ((query < 0 ? url : url.slice(0, query)) !== '/graphql') return false;
  if (req.method !== 'GET' && req.method !== 'POST' && req.method !== 'OPTIONS') return false;
  if (req.headers.cookie?.includes(DRAFT_MODE_COOKIE)) return false;
  const handler = directHandlers().get('graphql');
  if (!handler) return false;
  let absolute: string;
  let headers: Headers;
  try {
    absolute = new URL(url, `${origin.proto}://${origin.host}`).href;
    headers = requestHeaders(req);
  } catch {
    return false; // a host no URL can hold, a header value Headers refuses: Next.js answers as before
  }
  void answer(handler, req, res, absolute, headers).catch(() => {
    if (!res.headersSent) {
      res.writeHead(500, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ errors: [{ message: 'Unexpected error.' }] }));
    } else res.destroy();
  });
  return true;
}

function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}

async function answer(
  handler: DirectHandler,
  req: IncomingMessage,
  res: ServerResponse,
  url: string,
  headers: Headers,
) {
  const method = req.method!;
  const body = method === 'GET' || method === 'OPTIONS' ? null : await readWithin(req, handler.maxBodyBytes);
  // a body past the limit is not read further: the connection closes after the answer
  if (body === 'too-large') res.setHeader('connection', 'close');
  const request: DirectRequest = { url, method, headers, body };
  const response = await handler.handle(request);
  const out: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') out[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  if (!response.body) {
    res.writeHead(response.status, out);
    res.end();
    return;
  }
  const payload = Buffer.from(await response.arrayBuffer());
  out['content-length'] = String(payload.byteLength);
  res.writeHead(response.status, out);
  res.end(payload);
}

/**
 * The request body up to `maxBytes` (counted as it arrives: a chunked body has no Content-Length,
 * and a declared one may lie); past it, 'too-large' and the rest is not read.
 */
function readWithin(req: IncomingMessage, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve('too-large');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > maxBytes) {
        req.off('data', onData);
        req.pause();
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => {
      const body = new Uint8Array(total);
      let offset = 0;
      for (const chunk of chunks) {
        body.set(chunk, offset);
        offset += chunk.byteLength;
      }
      resolve(body);
    });
    req.once('error', reject);
    // a client gone before the end of its body: nothing to answer (settles once; after 'end' a no-op)
    req.once('close', () => reject(new Error('request closed before its body ended')));
  });
}
