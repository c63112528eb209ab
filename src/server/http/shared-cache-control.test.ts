import { describe, expect, it } from 'vitest';
import { edgeVariant, sharedCacheControl, variantName } from './shared-cache-control';

describe('shared cache control', () => {
  it('makes browsers and caches ask again unless a purged cache in front is configured', () => {
    expect(sharedCacheControl({})).toBe('public, no-cache');
    expect(sharedCacheControl({ CDN_MAX_AGE_SECONDS: '0' })).toBe('public, no-cache');
    expect(sharedCacheControl({ CDN_MAX_AGE_SECONDS: 'x' })).toBe('public, no-cache');
    expect(sharedCacheControl({ CDN_MAX_AGE_SECONDS: '86400' })).toBe('public, max-age=0, s-maxage=86400');
  });

  it('takes a variant from the cache in front only when it is trusted and configured', () => {
    const edge = { TRUST_PROXY: '1', CDN_MAX_AGE_SECONDS: '600' };
    expect(edgeVariant('bot', edge)).toBe('bot');
    expect(edgeVariant('plain', edge)).toBe('');
    expect(edgeVariant('ios', edge)).toBe('ios');
    // anyone could send the header: without a trusted proxy the shop decides itself
    expect(edgeVariant('bot', { CDN_MAX_AGE_SECONDS: '600' })).toBeNull();
    expect(edgeVariant('bot', { TRUST_PROXY: '1' })).toBeNull();
    for (const nonsense of ['', 'BOT', 'constructor', '__proto__', 'desktop'])
      expect(edgeVariant(nonsense, edge), nonsense).toBeNull();
    expect(edgeVariant(['bot', 'ios'], edge)).toBeNull();
    expect(edgeVariant(undefined, edge)).toBeNull();
    expect(variantName('')).toBe('plain');
    expect(variantName('android')).toBe('android');
  });
});
