import 'server-only';
import type { Database } from '@/server/db/client';
import { getDb } from '@/server/db';
import { unknownShopMessage } from '@/lib/shop/unknown-shop-page';
import { isShopOrigin, shopOfRequest } from '@/server/shop/request-shop';
import { readBodyWithin } from '@/server/http/read-body';
import { directHandlers, type DirectRequest } from '@/server/http/direct-handlers';
import { createShopYoga } from './yoga';
import { collectTags } from '@/server/cache/render-tags';
import { withValidators } from './public-answer-validators';

/** Request bodies above this size are refused, whatever Content-Length says. */
export const MAX_BODY_BYTES = 100_000;

/**
 * The /graphql endpoint: the shop of the host, a body-size limit enforced while reading, and for
 * POSTs an origin check (CSRF) against the shop's own origins; then Yoga. `handle` takes the
 * request as Next.js's route hands it; `handleRead` a request whose body the shop's HTTP server
 * has read already (direct-handlers.ts).
 */
export function createGraphQLEndpoint(getDatabase: () => Promise<Database>) {
  let yoga: ReturnType<typeof createShopYoga> | undefined;
  async function answer(
    request: Omit<DirectRequest, 'body'>,
    readBody: () => Promise<DirectRequest['body']>,
  ): Promise<Response> {
    const resolved = shopOfRequest(request.headers, request.url);
    if ('unknownCode' in resolved)
      return errorResponse(404, 'NOT_FOUND', unknownShopMessage(resolved.unknownCode));
    if (request.method === 'POST' && request.headers.has('origin')) {
      // browsers send Origin with every POST; clients without one (the app, servers) carry no
      // ambient cookies of a victim
      if (!isShopOrigin(resolved.shop, request.headers.get('origin')))
        return errorResponse(403, 'FORBIDDEN', 'Cross-origin requests are not allowed');
    }
    const badParam = malformedJsonParam(new URL(request.url).searchParams);
    if (badParam) return errorResponse(400, 'BAD_REQUEST', `${badParam} must be a JSON object`);
    const body = await readBody();
    if (body === 'too-large') return errorResponse(413, 'BAD_REQUEST', 'Request body too large');
    const forwarded = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      ...(body ? { body } : {}),
    });
    yoga ??= createShopYoga(getDatabase);
    const shopYoga = yoga;
    // a GET answer carries the tags of what it read: a cache in front purges it by them
    const { value: response, tags } = await collectTags(async () => shopYoga.handleRequest(forwarded, {}));
    if (request.method === 'GET') return withValidators(request.headers, response, resolved.shop.code, tags);
    // Yoga answers a body it cannot parse (text/plain, no Content-Type) with an empty 415
    if (response.status === 415 && !response.body)
      return errorResponse(415, 'BAD_REQUEST', UNSUPPORTED_MEDIA_TYPE);
    return response;
  }
  return {
    handle: (request: Request): Promise<Response> =>
      answer(request, async () => (request.body ? readBodyWithin(request, MAX_BODY_BYTES) : null)),
    handleRead: ({ body, ...request }: DirectRequest): Promise<Response> => answer(request, async () => body),
  };
}

export const UNSUPPORTED_MEDIA_TYPE = 'Send the operation as application/json';

/** Methods other than GET, POST and OPTIONS: 405 with the methods there are (Next.js's is empty). */
export function methodNotAllowed(): Response {
  const response = errorResponse(405, 'BAD_REQUEST', 'Use GET or POST');
  response.headers.set('allow', 'GET, POST, OPTIONS');
  return response;
}

/** The endpoint as a Request → Response function (tests, and Next.js's route). */
export function createGraphQLHandler(getDatabase: () => Promise<Database>) {
  return createGraphQLEndpoint(getDatabase).handle;
}

const endpoint = createGraphQLEndpoint(getDb);

export const handleGraphQLRequest = endpoint.handle;

// from now on the shop's HTTP server answers /graphql without Next.js's routing (shop-server.ts)
directHandlers().set('graphql', { maxBodyBytes: MAX_BODY_BYTES, handle: endpoint.handleRead });

/** `variables` and `extensions` in a GET are JSON objects; anything else is the client's error. */
function malformedJsonParam(params: URLSearchParams): string | null {
  for (const name of ['variables', 'extensions']) {
    const raw = params.get(name);
    if (raw === null || raw === '') continue;
    try {
      const value: unknown = JSON.parse(raw);
      if (value !== null && (typeof value !== 'object' || Array.isArray(value))) return name;
    } catch {
      return name;
    }
  }
  return null;
}

function errorResponse(status: number, code: string, message: string): Response {
  return Response.json(
    { errors: [{ message, extensions: { code } }] },
    { status, headers: { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } },
  );
}
