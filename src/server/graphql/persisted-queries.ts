import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import persisted from '@/graphql/generated/persisted-operations.json';

/** The shop's own operations (src/graphql/operations), by the sha256 of their canonical text. */
const OWN = new Map(Object.values(persisted).map((op) => [op.hash, op.query] as const));

/** Documents registered by clients (Apollo's automatic persisted queries): at most this many bytes. */
const REGISTERED_BYTES = 8_000_000;

interface PersistedQueryExtension {
  version: 1;
  sha256Hash: string;
}

function persistedQueryOf(extensions: unknown): PersistedQueryExtension | null {
  const pq = (extensions as { persistedQuery?: unknown } | null | undefined)?.persistedQuery;
  if (pq == null) return null;
  const { version, sha256Hash } = pq as Partial<PersistedQueryExtension>;
  if (version !== 1 || typeof sha256Hash !== 'string' || !/^[0-9a-f]{64}$/.test(sha256Hash))
    throw requestError('BAD_REQUEST', 'extensions.persistedQuery must be { version: 1, sha256Hash }.', 400);
  return { version, sha256Hash };
}

function requestError(code: string, message: string, status: number) {
  return new GraphQLError(message, { extensions: { code, http: { status } } });
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Apollo's automatic persisted queries (https://www.apollographql.com/docs/apollo-server/performance/apq):
 * a request with only `extensions.persistedQuery.sha256Hash` runs the document known under that
 * hash or answers PERSISTED_QUERY_NOT_FOUND; the client then sends the document with its hash, the
 * server checks the hash (PERSISTED_QUERY_MISMATCH otherwise) and registers the document once it has
 * validated, so later hash-only GETs hit. The shop's own operations are always known.
 *
 * With `allowlist` (GRAPHQL_ALLOWLIST=on) only the shop's own operations run: nothing is registered,
 * and any other document is refused with QUERY_NOT_IN_ALLOWLIST.
 */
export function persistedQueriesPlugin(options: { allowlist: boolean }): Plugin {
  const registered = new LRUCache<string, string>({
    maxSize: REGISTERED_BYTES,
    sizeCalculation: (query) => query.length + 64,
  });
  /** what a request asks to register once its document has validated */
  const pending = new WeakMap<object, { hash: string; query: string }>();
  return {
    onParams({ params, setParams, request }) {
      const pq = persistedQueryOf(params.extensions);
      if (pq && params.query == null) {
        const query =
          OWN.get(pq.sha256Hash) ?? (options.allowlist ? undefined : registered.get(pq.sha256Hash));
        if (query === undefined)
          throw requestError(
            'PERSISTED_QUERY_NOT_FOUND',
            'PersistedQueryNotFound',
            options.allowlist ? 400 : 404,
          );
        setParams({ ...params, query });
        return;
      }
      if (typeof params.query !== 'string') return; // Yoga answers a missing query itself
      // a plain query (no hash sent) needs its hash only to be checked against the allowlist
      if (!pq && !options.allowlist) return;
      const hash = sha256(params.query);
      if (pq && pq.sha256Hash !== hash)
        throw requestError(
          'PERSISTED_QUERY_MISMATCH',
          'PersistedQueryMismatch: the hash is not the sha256 of the query.',
          400,
        );
      if (options.allowlist && !OWN.has(hash))
        throw requestError('QUERY_NOT_IN_ALLOWLIST', 'Only the shop’s own operations are accepted.', 400);
      if (pq && !OWN.has(hash) && !registered.has(hash)) pending.set(request, { hash, query: params.query });
    },
    onValidate({ context }) {
      const request = (context as { request?: Request }).request;
      const entry = request && pending.get(request);
      if (!entry) return;
      return ({ valid }) => {
        if (valid) registered.set(entry.hash, entry.query);
      };
    },
  };
}
