import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { cacheablePageKey, pickEncoding, varyWithEncoding } from './serve-page-from-memory';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, as the client accepts them', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip');
  });

  it('sends the page uncompressed to clients that accept neither', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding('br;q=0,gzip;q=0')).toBeNull();
    expect(pickEncoding('br;q=abc')).toBeNull();
  });
});

describe('varyWithEncoding', () => {
  it('names Accept-Encoding once, whatever the stored page varied on', () => {
    expect(varyWithEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyWithEncoding('rsc, next-router-state-tree')).toBe(
      'rsc, next-router-state-tree, Accept-Encoding',
    );
    expect(varyWithEncoding('rsc, Accept-Encoding')).toBe('rsc, Accept-Encoding');
    expect(varyWithEncoding('accept-encoding')).toBe('accept-encoding');
  });
});

describe('cacheablePageKey', () => {
  const request = (url: string) =>
    ({ method: 'GET', url, headers: { host: 'localhost:3000', accept: 'text/html' } }) as IncomingMessage;

  it('stores a page asked with tracking parameters under the page without them', () => {
    const key = cacheablePageKey(request('/p/123456'));
    expect(key).not.toBeNull();
    expect(cacheablePageKey(request('/p/123456?utm_source=newsletter&utm_medium=email'))).toBe(key);
    expect(cacheablePageKey(request('/p/123456?srsltid=AfmBOo&gclid=x'))).toBe(key);
  });

  it('does not share a page asked with a parameter the page may read', () => {
    expect(cacheablePageKey(request('/p/123456?pop=654321'))).toBeNull();
    expect(cacheablePageKey(request('/p/123456?utm_source=x&epid=654321'))).toBeNull();
  });
});
