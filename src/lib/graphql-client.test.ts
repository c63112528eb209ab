import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERSISTED_HASHES } from '@/graphql/generated/persisted-hashes';
import { sendOperation, type FetchLike } from './graphql-client';

/**
 * The network between the browser and the API, as a gateway would answer: each call takes the next
 * answer of the list and is recorded. (The API itself is tested against the database.)
 */
function network(...answers: (() => Response)[]) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchLike: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  };
  return { calls, fetchLike };
}
const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const gateway = (status: number) => () => new Response('<html>Bad Gateway</html>', { status });

describe('the shop’s API client (spec S7.1, S8.6)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('retries once after a 502 or 408, logging the spec’s text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls, fetchLike } = network(gateway(502), json(200, { data: { basket: { itemCount: 1 } } }));
    const result = await sendOperation('POST', 'basket', { locale: 'de-AT' }, { fetch: fetchLike });
    expect(result).toEqual({ data: { basket: { itemCount: 1 } } });
    expect(calls).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith('Operation failed with timeout from API. Retrying...', 'basket');
  });

  it('never resends a change that may have happened (addToBasket), but resends an idempotent placeOrder', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const once = network(gateway(502));
    const added = await sendOperation('POST', 'addToBasket', { input: {} }, { fetch: once.fetchLike });
    expect(added.errorCode).toBe('BAD_GATEWAY');
    expect(once.calls).toHaveLength(1);
    const twice = network(gateway(502), json(200, { data: { placeOrder: { orderNumber: '12345678' } } }));
    const placed = await sendOperation('POST', 'placeOrder', { input: {} }, { fetch: twice.fetchLike });
    expect(placed.data).toEqual({ placeOrder: { orderNumber: '12345678' } });
    expect(twice.calls).toHaveLength(2);
  });

  it('gives up after the one retry and classifies by HTTP status', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls, fetchLike } = network(gateway(408), gateway(408));
    const result = await sendOperation('GET', 'searchSuggestions', {}, { fetch: fetchLike });
    expect(result.errorCode).toBe('REQUEST_TIMEOUT');
    expect(calls).toHaveLength(2);
    expect(error).toHaveBeenCalledWith('Operation failed after retry', 'searchSuggestions');
  });

  it('retries on the extension code REQUEST_TIMEOUT too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls, fetchLike } = network(
      json(200, { errors: [{ message: 'timeout', extensions: { code: 'REQUEST_TIMEOUT' } }] }),
      json(200, { data: { ok: true } }),
    );
    expect(await sendOperation('POST', 'basket', {}, { fetch: fetchLike })).toEqual({ data: { ok: true } });
    expect(calls).toHaveLength(2);
  });

  it('sends the full document after PERSISTED_QUERY_NOT_FOUND, by POST with its hash', async () => {
    const { calls, fetchLike } = network(
      json(404, {
        errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
      }),
      json(200, { data: { ok: true } }),
    );
    expect(await sendOperation('GET', 'basket', { locale: 'de-AT' }, { fetch: fetchLike })).toEqual({
      data: { ok: true },
    });
    expect(calls[0]!.url).toMatch(/^\/graphql\?operationName=basket/);
    const resent = JSON.parse(String(calls[1]!.init!.body)) as Record<string, unknown>;
    expect(calls[1]!.init!.method).toBe('POST');
    expect(resent.query).toMatch(/^query basket\(/);
    expect(resent.extensions).toEqual({
      persistedQuery: { version: 1, sha256Hash: PERSISTED_HASHES.basket },
    });
  });

  it('classifies by extension code first, and does not log 401, 403 and 404', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetchLike } = network(
      json(401, {
        errors: [{ message: 'Bitte melden Sie sich an.', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
      gateway(403),
      gateway(503),
    );
    const unauthenticated = await sendOperation('POST', 'customer', {}, { fetch: fetchLike });
    expect(unauthenticated).toMatchObject({
      errorCode: 'UNAUTHENTICATED',
      errorMessage: 'Bitte melden Sie sich an.',
    });
    expect((await sendOperation('POST', 'customer', {}, { fetch: fetchLike })).errorCode).toBe('FORBIDDEN');
    expect(error).not.toHaveBeenCalled();
    expect((await sendOperation('POST', 'customer', {}, { fetch: fetchLike })).errorCode).toBe(
      'SERVICE_UNAVAILABLE',
    );
    expect(error).toHaveBeenCalledWith('Could not parse response from API', 'customer', 503);
  });

  it('answers NETWORK when there is no answer at all', async () => {
    const fetchLike: FetchLike = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await sendOperation('POST', 'basket', {}, { fetch: fetchLike })).toEqual({ errorCode: 'NETWORK' });
  });
});
