import { describe, expect, it } from 'vitest';
import { parseImageParams } from './image-params';

describe('image parameters', () => {
  it('snaps widths and qualities to the sets the endpoint encodes', () => {
    const r = parseImageParams(new URLSearchParams('w=300&q=85'));
    expect(r.success && r.data).toEqual({ w: 384, q: 90 });
    // a hundred qualities are three encodes, not a hundred
    const qualities = new Set(
      Array.from({ length: 100 }, (_, i) => {
        const parsed = parseImageParams(new URLSearchParams(`q=${i + 1}`));
        return parsed.success ? parsed.data.q : null;
      }),
    );
    expect([...qualities].sort()).toEqual([50, 75, 90]);
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
