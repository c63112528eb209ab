import { describe, expect, it } from 'vitest';
import { estimateBytes } from './estimate-bytes';

describe('estimateBytes', () => {
  it('grows with the data a value holds and counts shared parts once', () => {
    const tile = { id: '123456', name: 'Jerseykleid mit Gürtel', prices: [1999, 2499], image: { hash: 'x' } };
    const one = estimateBytes(tile);
    expect(one).toBeGreaterThan(100);
    expect(estimateBytes(Array.from({ length: 36 }, () => structuredClone(tile)))).toBeGreaterThan(30 * one);
    expect(estimateBytes(Array.from({ length: 36 }, () => tile))).toBeLessThan(2 * one + 36 * 8 + 64);
    expect(estimateBytes('x'.repeat(10_000))).toBeGreaterThanOrEqual(10_000);
  });

  it('ends on cycles', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    expect(estimateBytes(a)).toBeGreaterThan(0);
  });
});
