import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cacheablePageKey,
  cacheablePageVariant,
  pickEncoding,
  varyWithEncoding,
} from './serve-page-from-memory';

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

describe('the variant of a stored page', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
  const request = (url: string, headers: Record<string, string>) =>
    ({
      method: 'GET',
      url,
      headers: { host: 'localhost:3000', accept: 'text/html', 'user-agent': IPHONE, ...headers },
    }) as unknown as IncomingMessage;
  afterEach(() => vi.unstubAllEnvs());

  it("is the shop's own choice unless a trusted cache in front names one", () => {
    expect(cacheablePageVariant(request('/', {}))).toBe('ios');
    // anyone may send the header: without a trusted cache in front it changes nothing
    expect(cacheablePageVariant(request('/', { 'x-page-variant': 'bot' }))).toBe('ios');
    expect(cacheablePageKey(request('/', { 'x-page-variant': 'bot' }))).toBe(
      cacheablePageKey(request('/', {})),
    );
  });

  it('is the one a trusted cache in front asked for, in key and render alike', () => {
    vi.stubEnv('TRUST_PROXY', '1');
    vi.stubEnv('CDN_MAX_AGE_SECONDS', '600');
    // an iPhone that dismissed the banner, its cookie removed by the cache in front: the plain page
    const asked = request('/', { 'x-page-variant': 'plain' });
    expect(cacheablePageVariant(asked)).toBe('');
    expect(cacheablePageKey(asked)).toBe(
      cacheablePageKey(request('/', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' })),
    );
    expect(cacheablePageVariant(request('/', { 'x-page-variant': 'bot' }))).toBe('bot');
    // the app's pages have no banner: a banner variant asked for is the plain one
    expect(cacheablePageVariant(request('/webview/', { 'x-page-variant': 'ios' }))).toBe('');
    expect(cacheablePageVariant(request('/', { 'x-page-variant': 'nonsense' }))).toBe('ios');
  });
});
