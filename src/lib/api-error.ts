/**
 * Client-side classification of API failures (spec storefront S8.6): the GraphQL extension code
 * first, otherwise the HTTP status.
 */
export type ApiErrorClass =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'REQUEST_TIMEOUT'
  | 'GONE'
  | 'INTERNAL_SERVER_ERROR'
  | 'BAD_GATEWAY'
  | 'SERVICE_UNAVAILABLE';

const BY_STATUS: Record<number, ApiErrorClass> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  410: 'GONE',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

export function classifyApiError(input: {
  extensionCode?: string | null;
  httpStatus?: number | null;
}): string | null {
  if (input.extensionCode) return input.extensionCode;
  if (input.httpStatus != null) return BY_STATUS[input.httpStatus] ?? null;
  return null;
}

/** UNAUTHENTICATED and UNAUTHORIZED count as authentication failures (spec S6). */
export function isAuthenticationFailure(code: string | null): boolean {
  return code === 'UNAUTHENTICATED' || code === 'UNAUTHORIZED';
}

/** 408, 502 or the code REQUEST_TIMEOUT are retried once (spec S8.6). */
export function isRetryable(input: { extensionCode?: string | null; httpStatus?: number | null }): boolean {
  return input.httpStatus === 408 || input.httpStatus === 502 || input.extensionCode === 'REQUEST_TIMEOUT';
}

/** 401, 403 and 404 are expected and not logged. */
export function shouldLog(httpStatus: number | null | undefined): boolean {
  return !(httpStatus === 401 || httpStatus === 403 || httpStatus === 404);
}

export type ErrorPageKind = 'errorPageNotFound' | 'errorPageUnknown';

/**
 * Which error page to show: 400, 403 and 500 → errorPageUnknown; 404 → errorPageNotFound; any other
 * case → errorPageNotFound when required data is missing, else errorPageUnknown.
 */
export function errorPageFor(
  httpStatus: number | null | undefined,
  requiredDataMissing: boolean,
): ErrorPageKind {
  if (httpStatus === 400 || httpStatus === 403 || httpStatus === 500) return 'errorPageUnknown';
  if (httpStatus === 404) return 'errorPageNotFound';
  return requiredDataMissing ? 'errorPageNotFound' : 'errorPageUnknown';
}
