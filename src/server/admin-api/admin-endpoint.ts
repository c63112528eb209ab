import 'server-only';
import type { Database } from '@/server/db/client';
import { clientAddress } from '@/server/http/client-address';
import { readBodyWithin } from '@/server/http/read-body';
import {
  RATE_RULES,
  rateLimitReached,
  retryAfterSeconds,
  takeRateLimit,
} from '@/server/rate-limit/rate-limit';
import { shopOfRequest } from '@/server/shop/request-shop';
import { unknownShopMessage } from '@/lib/shop/unknown-shop-page';
import { authenticateRequest, presentsCredentials, type EditorLookup } from './authenticate-request';
import { createAdminYoga } from './admin-yoga';

/** Bulk writes of up to 5,000 items: request bodies up to 10 MB. */
export const MAX_ADMIN_BODY_BYTES = 10 * 1024 * 1024;

function errorResponse(status: number, code: string, message: string, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  });
}

/**
 * POST /admin-api/graphql: the caller authenticated (key or /admin login) and counted against its
 * limit in PostgreSQL before anything runs, the body read within 10 MB, then the admin schema.
 * Failed authentications count per client address: after 30 in 15 minutes an address is refused
 * before its credentials are looked at.
 */
export function createAdminEndpoint(getDatabase: () => Promise<Database>, editorOf: EditorLookup) {
  let yoga: ReturnType<typeof createAdminYoga> | undefined;
  return async function handle(request: Request): Promise<Response> {
    if (request.method !== 'POST')
      return errorResponse(405, 'BAD_REQUEST', 'Send admin API operations with POST.', {
        allow: 'POST, OPTIONS',
      });
    const resolved = shopOfRequest(request.headers, request.url);
    if ('unknownCode' in resolved)
      return errorResponse(404, 'NOT_FOUND', unknownShopMessage(resolved.unknownCode));
    const db = await getDatabase();
    const client = clientAddress(request.headers);
    const failures = RATE_RULES.adminAuthFailuresPerClient;
    const tooManyFailures = () =>
      errorResponse(
        429,
        'RATE_LIMITED',
        'Too many failed authentications from this address. Try again later.',
        {
          'retry-after': String(retryAfterSeconds(failures)),
        },
      );
    // an address past its failures is refused before its credentials are looked at (no oracle)
    if (presentsCredentials(request) && (await rateLimitReached(db, failures, client)))
      return tooManyFailures();
    const authentication = await authenticateRequest(db, resolved.shop, request, editorOf);
    if (!authentication.ok) {
      if (authentication.presented && !(await takeRateLimit(db, failures, client))) return tooManyFailures();
      return errorResponse(
        authentication.code === 'UNAUTHENTICATED' ? 401 : 403,
        authentication.code,
        authentication.message,
        authentication.code === 'UNAUTHENTICATED' ? { 'www-authenticate': 'Bearer realm="admin-api"' } : {},
      );
    }
    const actor = authentication.actor;
    if (!(await takeRateLimit(db, RATE_RULES.adminRequestsPerCaller, `${actor.kind}:${actor.id}`)))
      return errorResponse(429, 'RATE_LIMITED', 'Too many requests for this caller. Try again shortly.', {
        'retry-after': String(retryAfterSeconds(RATE_RULES.adminRequestsPerCaller)),
      });
    const body = request.body ? await readBodyWithin(request, MAX_ADMIN_BODY_BYTES) : null;
    if (body === 'too-large')
      return errorResponse(413, 'BAD_REQUEST', 'Request body too large (at most 10 MB).');
    if (!body || body.byteLength === 0)
      return errorResponse(400, 'BAD_REQUEST', 'Send the operation as a JSON body.');
    const forwarded = new Request(request.url, { method: 'POST', headers: request.headers, body });
    yoga ??= createAdminYoga();
    const response = await yoga.handleRequest(forwarded, {
      db,
      actor,
      shop: resolved.shop,
      request: forwarded,
    });
    if (response.status === 415 && !response.body)
      return errorResponse(415, 'BAD_REQUEST', 'Send the operation as application/json');
    return withRequestErrorStatus(response);
  };
}

/**
 * Yoga answers a body it cannot read as a request (invalid JSON, no query) with 200 and errors, as
 * the GraphQL-over-HTTP spec allows for application/json; here every answer without data has the
 * status of its error (400 by default), so that integrations can rely on the status alone.
 */
async function withRequestErrorStatus(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set('cache-control', 'no-store');
  headers.set('x-content-type-options', 'nosniff');
  const text = await response.text();
  let status = response.status;
  if (status === 200) {
    try {
      const body = JSON.parse(text) as {
        data?: unknown;
        errors?: { extensions?: { http?: { status?: number } } }[];
      };
      if (body.errors?.length && (body.data === undefined || body.data === null))
        status = body.errors[0]?.extensions?.http?.status ?? 400;
    } catch {
      // not JSON (an event stream): as Yoga answered
    }
  }
  return new Response(text, { status, headers });
}
