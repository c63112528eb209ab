import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CdnPurger, type CdnPurgeSettings } from '@/server/cache/cdn-purge';
import { testDatabases, type TestDatabaseHandle } from '../support/test-databases';

interface Received {
  method: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A cache in front as the purge reaches it: every request noted; the first `failures` answered 503. */
async function purgeEndpoint(failures = 0) {
  const received: Received[] = [];
  let left = failures;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method!, headers: req.headers, body });
      res.statusCode = left-- > 0 ? 503 : 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe.each(testDatabases())('purging a cache in front of the shop on $name', (target) => {
  let database: TestDatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const settings = (url: string, extra: Partial<CdnPurgeSettings> = {}): CdnPurgeSettings => ({
    url,
    method: 'POST',
    header: 'Surrogate-Key',
    databaseUrl: database.url,
    retryBaseMs: 10,
    lockRetryMs: 0,
    ...extra,
  });

  it('sends each change once, from one of the processes that all receive it', async () => {
    const endpoint = await purgeEndpoint();
    // two workers (or nodes): both get every change from the listener
    const first = new CdnPurger(settings(endpoint.url, { token: 'secret-token' }));
    const second = new CdnPurger(settings(endpoint.url, { token: 'secret-token' }));
    try {
      first.invalidate(['product:100001', 'style:M1', 'no-store']);
      await first.settled();
      second.invalidate(['product:100001', 'style:M1', 'no-store']);
      await second.settled();
      // the first to send took the lock: it purges everything once (it may have missed changes) and the tags
      expect(endpoint.received).toHaveLength(1);
      const [purge] = endpoint.received;
      expect(purge!.method).toBe('POST');
      expect(String(purge!.headers['surrogate-key']).split(' ').sort()).toEqual(
        ['catalog', 'content', 'product:100001', 'style:M1'].sort(),
      );
      expect(JSON.parse(purge!.body).tags).toHaveLength(4);
      expect(purge!.headers['authorization']).toBe('Bearer secret-token');

      // the next change: again from the holder alone, only its tags
      first.invalidate(['category:c-mode']);
      second.invalidate(['category:c-mode']);
      await Promise.all([first.settled(), second.settled()]);
      expect(endpoint.received).toHaveLength(2);
      expect(endpoint.received[1]!.headers['surrogate-key']).toBe('category:c-mode');

      // the holder ends: the other takes over with a purge of everything, then the tags
      await first.close();
      second.invalidate(['product:100002']);
      await second.settled();
      expect(endpoint.received).toHaveLength(3);
      expect(String(endpoint.received[2]!.headers['surrogate-key']).split(' ').sort()).toEqual(
        ['catalog', 'content', 'product:100002'].sort(),
      );
    } finally {
      await first.close();
      await second.close();
      await endpoint.close();
    }
  });

  it('tries again while the cache in front answers 503, and uses the method and header it is given', async () => {
    const endpoint = await purgeEndpoint(2);
    const purger = new CdnPurger(settings(endpoint.url, { method: 'PURGE', header: 'xkey-purge' }));
    try {
      purger.clear();
      await purger.settled();
      expect(endpoint.received).toHaveLength(3);
      for (const purge of endpoint.received) {
        expect(purge.method).toBe('PURGE');
        expect(purge.headers['xkey-purge']).toBe('catalog content');
        expect(purge.body).toBe('');
      }
    } finally {
      await purger.close();
      await endpoint.close();
    }
  });
});
