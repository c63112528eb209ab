import { RUNTIME_HEADER, WEBVIEW_HEADER } from '@/lib/client/client-headers';
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import next from 'next';
import { isDecodablePath } from '@/lib/url/decodable-path';
import { isForwardedHttps } from '@/lib/http/forwarded-proto';
import { refusedRouteMethod } from '@/lib/http/route-methods';
import {
  isServerMethod,
  isStaticFilePath,
  namesObjectProperty,
  SERVER_METHODS,
} from '@/lib/http/server-methods';
import { isRouteHandlerPath } from '@/lib/http/page-methods';
import { withoutWebviewPrefix } from '@/lib/webview/shop-href';
import { isRenderRequest } from '@/server/page-cache/render-secret';
import { servePageFromMemory } from '@/server/page-cache/serve-page-from-memory';
import { servePageThroughCache } from '@/server/page-cache/serve-page-through-cache';
import { serveListingSpellingRedirect } from '@/server/page-cache/serve-listing-spelling-redirect';
import { renderInProcessWith } from '@/server/page-cache/render-in-process';
import { keepPageStore } from '@/server/page-cache/page-store-upkeep';
import { logger } from '@/server/logger';
import { CLIENT_ADDRESS_HEADER, CLIENT_PROOF, CLIENT_PROOF_HEADER, peerAddress } from './client-address';
import { isCollectorRequest, serveCollector } from './serve-collector';
import { serveDirect } from './serve-direct';
import { LoadShedder } from './load-shedder';
import { RENDER_LINE_FULL, RenderGate } from './render-gate';
import { completeNotFoundPages, serveUnknownPathPage } from './not-found-page';

export interface ShopServerOptions {
  port: number;
  hostname?: string;
  /** requests in flight at once before new ones are refused with 503 */
  maxInFlight?: number;
  /** event-loop lag (ms) above which new requests are refused with 503 */
  maxLagMs?: number;
  /** requests of one client address in flight at once */
  maxPerClient?: number;
  /** pages rendered at once; further ones wait in arrival order (render-gate.ts) */
  maxRenders?: number;
}

/**
 * Pages waiting for a render at most: at ~40 renders per second and process, about 1.5 s of
 * waiting. A page beyond them is answered 503 with Retry-After at once, as the load shedder does.
 */
const RENDERS_WAITING = 64;

/**
 * The shop's HTTP server: Next.js behind a thin layer that (1) names the client (its socket peer,
 * or the trusted proxy's X-Forwarded-For entry) in a header no client can forge, and (2) sheds
 * load: when the process is behind, new requests get 503 with Retry-After at once, and accepted
 * ones stay fast; and (3) renders pages a few at a time in arrival order (render-gate.ts).
 * Keep-alive outlasts the usual proxy idle timeouts, so an idle connection is closed by the client
 * side, never under a request it has just sent.
 */
export async function startShopServer(
  options: ShopServerOptions,
): Promise<{ server: Server; shedder: LoadShedder }> {
  const app = next({ dev: false, dir: process.cwd(), hostname: options.hostname, port: options.port });
  const handle = app.getRequestHandler();
  await app.prepare();
  // changes from any node drop this worker's pages by their tags from the first request on
  await keepPageStore().catch((error: unknown) =>
    logger.warn(
      { err: error, issueLevel: 'Dev' },
      'Listening for changes failed; pages are dropped by their age only',
    ),
  );
  const shedder = new LoadShedder({
    maxInFlight: options.maxInFlight ?? 256,
    maxLagMs: options.maxLagMs ?? 150,
    maxPerClient: options.maxPerClient ?? 32,
  });
  shedder.start();
  const renderGate = new RenderGate(options.maxRenders ?? 4, RENDERS_WAITING);
  const trustProxy = process.env.TRUST_PROXY === '1';
  const hstsSeconds = Number(process.env.HSTS_MAX_AGE);
  const hsts = Number.isInteger(hstsSeconds) && hstsSeconds > 0 ? hstsSeconds : null;

  // the page cache renders its pages by calling the app here, without a request over the network
  renderInProcessWith((req, res) => {
    req.headers[CLIENT_ADDRESS_HEADER] = peerAddress('127.0.0.1', undefined, false);
    req.headers[CLIENT_PROOF_HEADER] = CLIENT_PROOF;
    setBaselineHeaders(res, hsts);
    return handle(req, res);
  });

  // an Upgrade header (h2c, websocket) is answered as an ordinary request: Next.js listens for
  // upgrades on the server (for its development server) and dropped such connections unanswered
  const server = createServer(
    // (Node ≥ 24.9; @types/node 20 does not know the option yet)
    { shouldUpgradeCallback: () => false } as ServerOptions,
    (req: IncomingMessage, res: ServerResponse) => {
      const headers = req.headers;
      // the page cache's own render requests fill the cache that relieves the load: never shed
      const internal = isRenderRequest({ get: (name) => String(headers[name] ?? '') || null });
      const forwarded = headers['x-forwarded-for'];
      headers[CLIENT_ADDRESS_HEADER] = peerAddress(
        req.socket.remoteAddress,
        Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
        trustProxy,
      );
      headers[CLIENT_PROOF_HEADER] = CLIENT_PROOF;
      // set by the proxy from the URL only (app pages, in-store displays): never a client's own
      delete headers[WEBVIEW_HEADER];
      delete headers[RUNTIME_HEADER];
      const client = String(headers[CLIENT_ADDRESS_HEADER]);
      const busy = () => {
        setBaselineHeaders(res, hsts);
        res.writeHead(503, {
          'content-type': 'text/plain; charset=utf-8',
          'retry-after': String(shedder.retryAfterSeconds()),
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        });
        res.end('Service busy, please retry shortly.\n');
      };
      if (!internal && !shedder.admit(client)) return busy();
      let finished = false;
      const finish = () => {
        if (finished || internal) return;
        finished = true;
        shedder.done(client);
      };
      res.on('finish', finish);
      res.on('close', finish);
      setBaselineHeaders(res, hsts);
      if (isUndecodableAsset(req.url ?? '/')) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end('Not Found\n');
        return;
      }
      const method = req.method ?? 'GET';
      const path = withoutWebviewPrefix((req.url ?? '/').split('?', 1)[0]!);
      if (!isServerMethod(method)) {
        res.writeHead(501, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end(`Not Implemented: this server takes ${SERVER_METHODS.join(', ')}.\n`);
        return;
      }
      // a build asset or a file of public/: read only, and whole where a range does not fit
      if (isStaticFilePath(path)) {
        if (method === 'OPTIONS' || (method !== 'GET' && method !== 'HEAD')) {
          res.writeHead(method === 'OPTIONS' ? 204 : 405, {
            allow: 'GET, HEAD, OPTIONS',
            'content-type': 'text/plain; charset=utf-8',
            'cache-control': 'no-store',
          });
          res.end(
            method === 'OPTIONS' ? undefined : 'Method Not Allowed: a file takes GET, HEAD, OPTIONS.\n',
          );
          return;
        }
        // a server may send the whole file for any Range; Next.js answered a range it could not
        // satisfy (bytes=5-1, bytes=-0) with a 500
        delete req.headers.range;
        delete req.headers['if-range'];
      }
      // the CMS API looks its path up in plain objects: `__proto__` or `constructor` failed there
      if (path.startsWith('/cms/api/') && namesObjectProperty(path)) {
        res.writeHead(404, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        });
        res.end(JSON.stringify({ errors: [{ message: 'Not Found' }] }));
        return;
      }
      // a route handler asked with a method it does not take: what it takes (Next.js: an empty 405)
      const allowed = refusedRouteMethod(method, path);
      if (allowed) {
        res.writeHead(405, {
          allow: allowed.join(', '),
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
        });
        res.end(`Method Not Allowed: this address takes ${allowed.join(', ')}.\n`);
        return;
      }
      // analytics events are taken here, without entering Next.js (decision 0020)
      if (!internal && isCollectorRequest(req)) return void serveCollector(req, res);
      // a fresh cached page goes out from here, compressed as stored, without entering Next.js
      if (!internal && serveFromMemory(req, res)) return;
      const host = (trustProxy && lastEntry(headers['x-forwarded-host'])) || headers.host || 'localhost';
      const proto = isForwardedHttps(headers['x-forwarded-proto'], trustProxy) ? 'https' : 'http';
      if (internal) return void handle(req, res);
      if (serveUnknownPathPage(req, res, { host, proto })) return;
      // the API goes to its endpoint directly once the app has loaded it
      if (serveDirect(req, res, { host, proto })) return;
      // a listing in another spelling of its address goes there without a render
      if (serveListingSpellingRedirect(req, res)) return;
      const toApp = () => {
        completeNotFoundPages(req, res, { host, proto });
        void handle(req, res);
      };
      const refused = () => {
        shedder.shed++;
        busy();
      };
      // a page the app answers itself renders a few at a time, in arrival order (render-gate.ts)
      const toAppInLine = () => {
        if (!isPageRender(req)) toApp();
        else if (!renderGate.run(res, toApp)) refused();
      };
      // a cacheable page: from memory, else from the page store every worker shares, else rendered
      // once in the render line and stored (an expired one is sent at once, and its successor
      // renders when no page request waits for a render); a page in the store waits for no render
      void servePageThroughCache(
        req,
        res,
        { host, proto },
        (render) => renderGate.runDetached(render),
        (render) => renderGate.runQueued(render),
      )
        .then((served) => served || toAppInLine())
        .catch((error: unknown) => {
          if (res.headersSent) res.destroy();
          else if (error === RENDER_LINE_FULL) refused();
          else toAppInLine();
        });
    },
  );
  // longer than load balancers' idle timeouts (AWS 60 s): they close idle connections, not we
  server.keepAliveTimeout = 65_000;
  // a request (headers and body) must arrive within 15 s: slow senders do not hold slots for long
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.hostname, resolve);
  });
  return { server, shedder };
}

/** The page cache's fast path; anything unexpected there leaves the request to Next.js. */
function serveFromMemory(req: IncomingMessage, res: ServerResponse): boolean {
  try {
    return servePageFromMemory(req, res);
  } catch {
    return false;
  }
}

function lastEntry(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value.join(',') : value;
  return raw?.split(',').at(-1)?.trim() || undefined;
}

/**
 * Security headers every answer carries, whatever produced it (API, images, sitemaps, redirects,
 * errors, 503s). Pages replace the CSP with their own nonce-based one (src/proxy.ts); anything else
 * may load nothing and be framed nowhere. HSTS is on when HSTS_MAX_AGE is configured.
 */
function setBaselineHeaders(res: ServerResponse, hstsSeconds: number | null) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  if (hstsSeconds) res.setHeader('Strict-Transport-Security', `max-age=${hstsSeconds}; includeSubDomains`);
}

/**
 * A path the proxy does not see (images, logos, build assets, robots.txt, sitemaps, the API) whose
 * escapes do not decode (`/brand/%ZZ`): 404 here, before
 * Next.js fails to decode it with a 500. Pages with such paths get the shop's 404 page (src/proxy.ts).
 */
function isUndecodableAsset(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '/';
  if (
    !/^\/(?:(image|brand|icons|_next|graphql|favicon\.ico|robots\.txt|sitemap\.xml)(\/|$)|api\/events)/.test(
      path,
    )
  )
    return false;
  return !isDecodablePath(path);
}

/**
 * A page (a document, the router's payload of one, a server action), by its path whatever the
 * client accepts: what the render gate orders. Next.js's assets, the files of public/ and the
 * route handlers (API, images, sitemaps) are not pages.
 */
function isPageRender(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') return false;
  const path = (req.url ?? '/').split('?', 1)[0]!;
  // files of public/ (icons, logos) have an extension; no page has
  if (path.startsWith('/_next/') || /\.[a-z0-9]+$/i.test(path)) return false;
  return !isRouteHandlerPath(withoutWebviewPrefix(path));
}
