import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { requestState } from './request-state';

/**
 * graphql can be loaded twice (ESM and CommonJS builds), so `instanceof GraphQLError` is not reliable:
 * recognise GraphQL errors by shape.
 */
export function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError' && 'extensions' in error;
}

/** Every error leaves with an extension code, so that clients can classify it (spec S8.6). */
export function errorCodesPlugin(): Plugin {
  const codeFor = (error: GraphQLError): string => {
    const code = error.extensions?.code;
    if (typeof code === 'string') return code;
    if (error.message.startsWith('Syntax Error')) return 'GRAPHQL_PARSE_FAILED';
    if (/^Variable "\$|Expected type|got invalid value|of required type/.test(error.message))
      return 'BAD_USER_INPUT';
    if (error.message === 'PersistedQueryNotFound') return 'PERSISTED_QUERY_NOT_FOUND';
    if (error.path === undefined && error.locations !== undefined) return 'GRAPHQL_VALIDATION_FAILED';
    return 'BAD_REQUEST';
  };
  /** Errors of the request itself: the client's mistake, HTTP 400 (not a 500 of the server). */
  const REQUEST_ERRORS = new Set([
    'GRAPHQL_PARSE_FAILED',
    'GRAPHQL_VALIDATION_FAILED',
    'BAD_USER_INPUT',
    'BAD_REQUEST',
  ]);
  const withCode = (error: unknown) => {
    if (!isGraphQLError(error)) return error;
    const code = typeof error.extensions?.code === 'string' ? error.extensions.code : codeFor(error);
    // what the parser or the request reader threw stays in the log, never in the answer
    const { originalError: _hidden, ...extensions } = (error.extensions ?? {}) as Record<string, unknown>;
    void _hidden;
    const http = extensions.http ?? (REQUEST_ERRORS.has(code) && !error.path ? { status: 400 } : undefined);
    return new GraphQLError(error.message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      originalError: error.originalError,
      extensions: { ...extensions, code, ...(http ? { http } : {}) },
    });
  };
  return {
    onResultProcess({ request, result, setResult }) {
      if (Array.isArray(result) || !result || typeof result !== 'object' || !('errors' in result)) return;
      const errors = (result as { errors?: readonly unknown[] }).errors;
      if (!errors?.length) return;
      // an answer with errors may be transient (or the client's own mistake): never shared
      requestState(request).uncacheable = true;
      setResult({ ...(result as object), errors: errors.map(withCode) } as typeof result);
    },
  };
}
