import { describe, expect, it } from 'vitest';
import { isForwardedHttps } from './forwarded-proto';

describe('forwarded protocol', () => {
  it('takes the nearest proxy’s entry, and only behind a trusted proxy', () => {
    expect(isForwardedHttps('https', true)).toBe(true);
    expect(isForwardedHttps('http, https', true)).toBe(true);
    // the client wrote the first entry, the proxy the last
    expect(isForwardedHttps('https, http', true)).toBe(false);
    expect(isForwardedHttps(['http', 'HTTPS'], true)).toBe(true);
    expect(isForwardedHttps('https', false)).toBe(false);
    expect(isForwardedHttps(null, true)).toBe(false);
  });
});
