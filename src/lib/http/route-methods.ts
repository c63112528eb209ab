/**
 * The app's route handlers (src/app/**\/route.ts, and metadata files such as icon.svg, which
 * Next.js serves through a GET handler) by path, with the methods each exports. Next.js
 * answers HEAD for a GET and OPTIONS itself, and any other method with an empty 405; the shop's
 * server answers those with the methods allowed instead (`refusedRouteMethod`). 'own': the
 * handler answers every method itself (the CMS API, GraphQL with its JSON errors). A test compares
 * this list with the route files.
 */
export const ROUTE_HANDLERS: readonly { path: RegExp; methods: readonly string[] | 'own' }[] = [
  { path: /^\/cms\/api(?:\/|$)/, methods: 'own' },
  { path: /^\/graphql\/?$/, methods: 'own' },
  { path: /^\/admin-api\/graphql$/, methods: 'own' },
  { path: /^\/customer\/invoices\/[^/]+\/(?:qr|pdf)$/, methods: ['GET'] },
  { path: /^\/brand\/[^/]+$/, methods: ['GET'] },
  { path: /^\/image\/[^/]+$/, methods: ['GET'] },
  { path: /^\/sitemaps\/[^/]+$/, methods: ['GET'] },
  { path: /^\/sitemap\.xml$/, methods: ['GET'] },
  { path: /^\/robots\.txt$/, methods: ['GET'] },
  { path: /^\/icon\.svg$/, methods: ['GET'] },
  { path: /^\/scanner\/zxing-reader\.wasm$/, methods: ['GET'] },
  { path: /^\/api\/draft-exit$/, methods: ['GET'] },
  { path: /^\/api\/preview$/, methods: ['GET'] },
  { path: /^\/api\/operator\/bounces$/, methods: ['POST', 'DELETE'] },
  { path: /^\/api\/operator\/(?:consents|outbox)$/, methods: ['GET'] },
  { path: /^\/api\/chat$/, methods: ['GET', 'POST'] },
  { path: /^\/api\/events$/, methods: ['GET', 'POST'] },
  { path: /^\/api\/store\/display$/, methods: ['GET'] },
  { path: /^\/api\/store\/reset$/, methods: ['GET', 'POST'] },
];

/** The methods a route answers: its own, HEAD with GET, and OPTIONS (Next.js answers both). */
export function allowedMethods(methods: readonly string[]): string[] {
  return [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'];
}

/**
 * For a method the route handler at this path does not take: the methods it takes (for Allow and
 * the message). Null where the method is taken, the route answers every method itself, or the path
 * is no route handler's.
 */
export function refusedRouteMethod(method: string, pathname: string): string[] | null {
  const route = ROUTE_HANDLERS.find((r) => r.path.test(pathname));
  if (!route || route.methods === 'own') return null;
  const allowed = allowedMethods(route.methods);
  return allowed.includes(method) ? null : allowed;
}
