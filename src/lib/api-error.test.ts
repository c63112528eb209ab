import { describe, expect, it } from 'vitest';
import { classifyApiError, errorPageFor, isAuthenticationFailure, isRetryable, shouldLog } from './api-error';

describe('classifyApiError', () => {
  it('uses the extension code first', () => {
    expect(classifyApiError({ extensionCode: 'BAD_USER_INPUT', httpStatus: 500 })).toBe('BAD_USER_INPUT');
  });

  it('maps HTTP statuses otherwise', () => {
    const expected: [number, string][] = [
      [400, 'BAD_REQUEST'],
      [401, 'UNAUTHORIZED'],
      [403, 'FORBIDDEN'],
      [404, 'NOT_FOUND'],
      [408, 'REQUEST_TIMEOUT'],
      [410, 'GONE'],
      [500, 'INTERNAL_SERVER_ERROR'],
      [502, 'BAD_GATEWAY'],
      [503, 'SERVICE_UNAVAILABLE'],
    ];
    for (const [status, code] of expected) expect(classifyApiError({ httpStatus: status })).toBe(code);
    expect(classifyApiError({ httpStatus: 418 })).toBeNull();
  });

  it('knows auth failures, retries and what not to log', () => {
    expect(isAuthenticationFailure('UNAUTHENTICATED')).toBe(true);
    expect(isAuthenticationFailure('UNAUTHORIZED')).toBe(true);
    expect(isAuthenticationFailure('FORBIDDEN')).toBe(false);
    expect(isRetryable({ httpStatus: 408 })).toBe(true);
    expect(isRetryable({ httpStatus: 502 })).toBe(true);
    expect(isRetryable({ extensionCode: 'REQUEST_TIMEOUT' })).toBe(true);
    expect(isRetryable({ httpStatus: 500 })).toBe(false);
    expect([401, 403, 404].map(shouldLog)).toEqual([false, false, false]);
    expect(shouldLog(500)).toBe(true);
  });
});

describe('errorPageFor', () => {
  it('chooses the page as S8.6 says', () => {
    expect(errorPageFor(400, false)).toBe('errorPageUnknown');
    expect(errorPageFor(403, true)).toBe('errorPageUnknown');
    expect(errorPageFor(500, true)).toBe('errorPageUnknown');
    expect(errorPageFor(404, false)).toBe('errorPageNotFound');
    expect(errorPageFor(undefined, true)).toBe('errorPageNotFound');
    expect(errorPageFor(502, false)).toBe('errorPageUnknown');
  });
});
