import { describe, expect, it } from 'vitest';
import { parseImageParams } from './image-params';

describe('image parameters', () => {
  it('snaps widths and keeps quality', () => {
    const r = parseImageParams(new URLSearchParams('w=300&q=85'));
    expect(r.success && r.data).toEqual({ w: 384, q: 85 });
  });

  it('uses defaults when absent', () => {
    const r = parseImageParams(new URLSearchParams(''));
    expect(r.success && r.data).toEqual({ w: 384, q: 75 });
  });

  it('refuses nonsense', () => {
    expect(parseImageParams(new URLSearchParams('w=abc')).success).toBe(false);
    expect(parseImageParams(new URLSearchParams('q=0')).success).toBe(false);
    expect(parseImageParams(new URLSearchParams('w=99999')).success).toBe(false);
  });
});
