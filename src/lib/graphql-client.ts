import { PERSISTED_CHANGES, PERSISTED_HASHES } from '@/graphql/generated/persisted-hashes';
import { classifyApiError, isRetryable, shouldLog } from '@/lib/api-error';

/** Fired on window after every answer of the API; listeners read their cookies again. */
export const COOKIES_CHANGED_EVENT = 'shop:cookies-changed';

export interface OperationResult<T> {
  data?: T | null;
  /** extension code of the first error, else the code of the HTTP status (spec S8.6), or 'NETWORK' */
  errorCode?: string;
  /** the first error's message: for the shop's expected errors, the German text for the shopper */
  errorMessage?: string;
  /** the first error's extensions beyond the code, e.g. values or fieldErrors */
  errorExtensions?: Record<string, unknown>;
}

type OperationName = keyof typeof PERSISTED_HASHES;
type Body = {
  data?: unknown;
  errors?: { message?: string; extensions?: { code?: string } & Record<string, unknown> }[];
};
interface Attempt {
  status: number | null;
  body: Body | null;
}

/** The spec's log texts (S8.6); 401, 403 and 404 are expected and not logged. */
const LOG = {
  retrying: 'Operation failed with timeout from API. Retrying...',
  afterRetry: 'Operation failed after retry',
  serverError: 'Server error has been received',
  unparsable: 'Could not parse response from API',
} as const;

/** The browser's fetch, or a test's. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Sends one of the shop's persisted operations (spec S7.1, S8.6): by hash only; after
 * PERSISTED_QUERY_NOT_FOUND (a server of another release) once more with the full document; one
 * retry after HTTP 408 or 502 or REQUEST_TIMEOUT, for reads and idempotent changes. Never throws: a failure comes back as errorCode,
 * classified by extension code first, then by HTTP status.
 */
export async function sendOperation<T>(
  method: 'GET' | 'POST',
  operationName: OperationName,
  variables: Record<string, unknown>,
  options: { signal?: AbortSignal; fetch?: FetchLike } = {},
): Promise<OperationResult<T>> {
  const send = (withQuery: string | null, via: 'GET' | 'POST') =>
    attempt(options.fetch ?? fetch, via, operationName, variables, withQuery, options.signal);
  let result = await send(null, method);
  if (result === 'network') return { errorCode: 'NETWORK' };
  if (codeOf(result) === 'PERSISTED_QUERY_NOT_FOUND') {
    // the full document goes by POST: a GET with it could pass URL length limits
    const { default: manifest } = await import('@/graphql/generated/persisted-operations.json');
    result = await send(manifest[operationName].query, 'POST');
    if (result === 'network') return { errorCode: 'NETWORK' };
  }
  if (isRetryable({ extensionCode: codeOf(result), httpStatus: result.status }) && mayResend(operationName)) {
    console.warn(LOG.retrying, operationName);
    const retried = await send(null, method);
    if (
      retried === 'network' ||
      isRetryable({ extensionCode: codeOf(retried), httpStatus: retried.status })
    ) {
      console.error(LOG.afterRetry, operationName);
      return retried === 'network' ? { errorCode: 'NETWORK' } : resultOf<T>(retried);
    }
    result = retried;
  }
  return resultOf<T>(result);
}

/**
 * Whether an operation may be sent again after a timeout: every read, and of the changes only
 * placeOrder, which carries its idempotency key (the server answers a repeat with the first order).
 * Any other change may have happened although its answer got lost: adding twice is worse than an
 * error the shopper sees.
 */
function mayResend(operationName: OperationName): boolean {
  return !PERSISTED_CHANGES.has(operationName) || operationName === 'placeOrder';
}

/** A personal read or a change: POST with the shopper's cookies. */
export function postOperation<T>(operationName: OperationName, variables: Record<string, unknown>) {
  return sendOperation<T>('POST', operationName, variables);
}

/** A non-personal read: GET, so that a CDN or the browser cache may answer it. */
export function getOperation<T>(
  operationName: OperationName,
  variables: Record<string, unknown>,
  signal?: AbortSignal,
) {
  return sendOperation<T>('GET', operationName, variables, { signal });
}

async function attempt(
  fetchImpl: FetchLike,
  method: 'GET' | 'POST',
  operationName: OperationName,
  variables: Record<string, unknown>,
  query: string | null,
  signal: AbortSignal | undefined,
): Promise<Attempt | 'network'> {
  const extensions = { persistedQuery: { version: 1, sha256Hash: PERSISTED_HASHES[operationName] } };
  let response: Response;
  try {
    if (method === 'GET') {
      const params = new URLSearchParams({
        operationName,
        variables: JSON.stringify(variables),
        extensions: JSON.stringify(extensions),
      });
      response = await fetchImpl(`/graphql?${params}`, { signal, headers: { accept: 'application/json' } });
    } else {
      response = await fetchImpl('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        signal,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ operationName, variables, extensions, ...(query ? { query } : {}) }),
      });
      // an answer may set cookies the page shows (the basket count): let it read them again
      if (typeof window !== 'undefined')
        window.dispatchEvent(new CustomEvent(COOKIES_CHANGED_EVENT, { detail: { operationName } }));
    }
  } catch {
    return 'network';
  }
  let body: Body | null = null;
  try {
    body = (await response.json()) as Body;
  } catch {
    if (shouldLog(response.status)) console.error(LOG.unparsable, operationName, response.status);
  }
  if (response.status >= 500 && shouldLog(response.status)) console.error(LOG.serverError, operationName);
  return { status: response.status, body };
}

function codeOf(result: Attempt): string | null {
  return result.body?.errors?.[0]?.extensions?.code ?? null;
}

function resultOf<T>(result: Attempt): OperationResult<T> {
  const error = result.body?.errors?.[0];
  const failed = error || !result.body || result.status === null || result.status >= 400;
  if (!failed) return { data: result.body!.data as T };
  return {
    data: result.body?.data as T | null | undefined,
    errorCode:
      classifyApiError({ extensionCode: error?.extensions?.code, httpStatus: result.status }) ??
      'BAD_REQUEST',
    errorMessage: error?.message,
    errorExtensions: error?.extensions,
  };
}
