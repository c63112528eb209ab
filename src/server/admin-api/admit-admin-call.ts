import 'server-only';
import type { ShopConfig } from '@/lib/shop/shop';
import { unknownShopMessage } from '@/lib/shop/unknown-shop-page';
import type { AdminActor } from '@/server/admin/admin-actor';
import type { Database } from '@/server/db/client';
import { clientAddress } from '@/server/http/client-address';
import {
  RATE_RULES,
  rateLimitReached,
  retryAfterSeconds,
  takeRateLimit,
} from '@/server/rate-limit/rate-limit';
import { shopOfRequest } from '@/server/shop/request-shop';
import { authenticateRequest, presentsCredentials, type EditorLookup } from './authenticate-request';

/** An admin API refusal as JSON: `{ errors: [{ message, extensions: { code } }] }`. */
export function adminErrorResponse(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
) {
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
 * Admits a call of the admin API's endpoints (GraphQL, the catalogue feed): its shop, its caller
 * authenticated (a key or the /admin login from the shop's origin) and counted against the caller's
 * limit in PostgreSQL before its body is read; else the refusal to answer. Failed authentications
 * count per client address: after 30 in 15 minutes an address is refused before its credentials
 * are looked at.
 */
export async function admitAdminCall(
  request: Request,
  getDatabase: () => Promise<Database>,
  editorOf: EditorLookup,
): Promise<{ db: Database; actor: AdminActor; shop: ShopConfig } | Response> {
  const errorResponse = adminErrorResponse;
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
  return { db, actor, shop: resolved.shop };
}
