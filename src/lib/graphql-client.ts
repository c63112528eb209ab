import { PERSISTED_HASHES } from '@/graphql/generated/persisted-hashes';

/** Fired on window after every answer of the API; listeners read their cookies again. */
export const COOKIES_CHANGED_EVENT = 'shop:cookies-changed';

export interface OperationResult<T> {
  data?: T | null;
  /** extension code of the first error (spec S8.6), or 'NETWORK' when there was no answer */
  errorCode?: string;
  /** the first error's message: for the shop's expected errors, the German text for the shopper */
  errorMessage?: string;
  /** the first error's extensions beyond the code, e.g. values or fieldErrors */
  errorExtensions?: Record<string, unknown>;
}

/**
 * Sends a persisted operation by POST with the shopper's cookies: for personal reads and for
 * changes. Never throws; a failure comes back as errorCode.
 */
export async function postOperation<T>(
  operationName: keyof typeof PERSISTED_HASHES,
  variables: Record<string, unknown>,
): Promise<OperationResult<T>> {
  try {
    const res = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        operationName,
        variables,
        extensions: { persistedQuery: { version: 1, sha256Hash: PERSISTED_HASHES[operationName] } },
      }),
    });
    // an answer may set cookies the page shows (the basket count): let it read them again
    window.dispatchEvent(new Event(COOKIES_CHANGED_EVENT));
    const body = (await res.json()) as {
      data?: T | null;
      errors?: { message?: string; extensions?: { code?: string } & Record<string, unknown> }[];
    };
    const error = body.errors?.[0];
    if (error)
      return {
        data: body.data,
        errorCode: error.extensions?.code ?? 'BAD_REQUEST',
        errorMessage: error.message,
        errorExtensions: error.extensions,
      };
    return { data: body.data };
  } catch {
    return { errorCode: 'NETWORK' };
  }
}

/**
 * Sends a non-personal persisted operation by GET, so a CDN or the browser cache may answer it.
 * Never throws; a failure comes back as errorCode.
 */
export async function getOperation<T>(
  operationName: keyof typeof PERSISTED_HASHES,
  variables: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<OperationResult<T>> {
  const params = new URLSearchParams({
    operationName,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({
      persistedQuery: { version: 1, sha256Hash: PERSISTED_HASHES[operationName] },
    }),
  });
  try {
    const res = await fetch(`/graphql?${params}`, { signal, headers: { accept: 'application/json' } });
    const body = (await res.json()) as {
      data?: T | null;
      errors?: { message?: string; extensions?: { code?: string } }[];
    };
    const error = body.errors?.[0];
    if (error)
      return {
        data: body.data,
        errorCode: error.extensions?.code ?? 'BAD_REQUEST',
        errorMessage: error.message,
      };
    return { data: body.data };
  } catch {
    return { errorCode: 'NETWORK' };
  }
}
