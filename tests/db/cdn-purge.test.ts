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

      // the holder ends: the other takes over with a purge of everything (at its next ask for the
      // lock, which it makes since it stood by for the last change) and the new tags
      await first.close();
      second.invalidate(['product:100002']);
      await second.settled();
      const sent = endpoint.received.slice(2).flatMap((r) => String(r.headers['surrogate-key']).split(' '));
      expect(endpoint.received.length).toBeLessThanOrEqual(4);
      expect(new Set(sent)).toEqual(new Set(['catalog', 'content', 'product:100002']));
    } finally {
      await first.close();
      await second.close();
      await endpoint.close();
    }
  });

  it('takes over when the sender ends right after a change it was to send', async () => {
    const endpoint = await purgeEndpoint();
    const first = new CdnPurger(settings(endpoint.url));
    const second = new CdnPurger(settings(endpoint.url, { lockRetryMs: 300 }));
    try {
      first.invalidate(['content:home']);
      await first.settled();
      expect(endpoint.received).toHaveLength(1);
      // the next change: the second stands by; the first ends before sending it
      second.invalidate(['product:100003']);
      await second.settled();
      await first.close();
      // without any further change, the second asks again, takes over and purges everything
      await expect.poll(() => endpoint.received.length).toBe(2);
      expect(String(endpoint.received[1]!.headers['surrogate-key']).split(' ').sort()).toEqual([
        'catalog',
        'content',
      ]);
    } finally {
      await first.close();
      await second.close();
      await endpoint.close();
    }
  });

  it('sends changes that arrive while a purge is slow as one request after it', async () => {
    const endpoint = await purgeEndpoint(1);
    const purger = new CdnPurger(settings(endpoint.url, { retryBaseMs: 300 }));
    try {
      purger.invalidate(['product:1']);
      await expect.poll(() => endpoint.received.length).toBe(1);
      // the first purge waits for its retry meanwhile
      for (const id of [2, 3, 4, 5]) purger.invalidate([`product:${id}`]);
      await purger.settled();
      expect(endpoint.received.map((r) => r.headers['surrogate-key'])).toEqual([
        expect.stringContaining('product:1'),
        expect.stringContaining('product:1'),
        'product:2 product:3 product:4 product:5',
      ]);
    } finally {
      await purger.close();
      await endpoint.close();
    }
  });

  it('purges everything when a process starts, whoever holds the lock, and nothing after it closed', async () => {
    const endpoint = await purgeEndpoint();
    const purger = new CdnPurger(settings(endpoint.url));
    try {
      await purger.purgeEverythingOnStart();
      expect(endpoint.received[0]!.headers['surrogate-key']).toBe('catalog content');
      await purger.close();
      purger.invalidate(['product:9']);
      await purger.settled();
      expect(endpoint.received).toHaveLength(1);
    } finally {
      await purger.close();
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
