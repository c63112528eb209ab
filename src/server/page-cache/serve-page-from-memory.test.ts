import { describe, expect, it } from 'vitest';
import { pickEncoding } from './serve-page-from-memory';

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
