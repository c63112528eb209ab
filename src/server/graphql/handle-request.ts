import 'server-only';
import { getDb } from '@/server/db';
import { unknownShopMessage } from '@/lib/shop/unknown-shop-page';
import { requestHost, shopOfRequest } from '@/server/shop/request-shop';
import { createShopYoga } from './yoga';

/** Request bodies above this size are refused before parsing. */
const MAX_BODY_BYTES = 100_000;

let yoga: ReturnType<typeof createShopYoga> | undefined;

/**
 * The /graphql endpoint: body-size limit and a same-origin check for cookie-carrying POSTs (CSRF),
 * then Yoga.
 */
export async function handleGraphQLRequest(request: Request): Promise<Response> {
  const shop = shopOfRequest(request.headers, request.url);
  if ('unknownCode' in shop) return errorResponse(404, 'NOT_FOUND', unknownShopMessage(shop.unknownCode));
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) return errorResponse(413, 'BAD_REQUEST', 'Request body too large');
  if (request.method === 'POST' && !isSameOrigin(request)) {
    return errorResponse(403, 'FORBIDDEN', 'Cross-origin requests are not allowed');
  }
  yoga ??= createShopYoga(getDb);
  return yoga.handleRequest(request, {});
}

function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true; // non-browser clients (the native app, server-to-server) send none
  const host = requestHost(request.headers, request.url);
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function errorResponse(status: number, code: string, message: string): Response {
  return Response.json({ errors: [{ message, extensions: { code } }] }, { status });
}
