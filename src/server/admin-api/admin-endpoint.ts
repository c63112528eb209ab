import 'server-only';
import type { Database } from '@/server/db/client';
import { readBodyWithin } from '@/server/http/read-body';
import { admitAdminCall, adminErrorResponse as errorResponse } from './admit-admin-call';
import type { EditorLookup } from './authenticate-request';
import { createAdminYoga } from './admin-yoga';

/** Bulk writes of up to 5,000 items: request bodies up to 10 MB. */
export const MAX_ADMIN_BODY_BYTES = 10 * 1024 * 1024;

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
    const admitted = await admitAdminCall(request, getDatabase, editorOf);
    if (admitted instanceof Response) return admitted;
    const { db, actor, shop } = admitted;
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
      shop,
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
