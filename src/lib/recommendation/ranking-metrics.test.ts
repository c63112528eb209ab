import { describe, expect, it } from 'vitest';
import { hitRateAt, ndcgAt } from './ranking-metrics';

describe('ranking metrics on a hand-made example', () => {
  const cases = [
    // hit at rank 1
    { recommended: ['a', 'b', 'c'], relevant: ['a'] },
    // hit at rank 3
    { recommended: ['x', 'y', 'z'], relevant: ['z'] },
    // no hit within k = 2, hit at rank 3 beyond it
    { recommended: ['p', 'q', 'r'], relevant: ['r'] },
    // two relevant items at ranks 2 and 4
    { recommended: ['m', 'n', 'o', 's'], relevant: ['n', 's'] },
  ];

  it('counts a hit when a relevant item is among the first k', () => {
    expect(hitRateAt(cases, 1)).toBe(1 / 4);
    expect(hitRateAt(cases, 2)).toBe(2 / 4);
    expect(hitRateAt(cases, 3)).toBe(4 / 4);
  });

  it('discounts hits by their rank and normalises by the ideal order', () => {
    const log2 = Math.log2;
    const case4 = (1 / log2(3) + 1 / log2(5)) / (1 + 1 / log2(3));
    expect(ndcgAt(cases, 10)).toBeCloseTo((1 + 1 / log2(4) + 1 / log2(4) + case4) / 4, 10);
    // at k = 2 only the first case and the fourth's rank-2 hit count
    expect(ndcgAt(cases, 2)).toBeCloseTo((1 + 0 + 0 + 1 / log2(3) / (1 + 1 / log2(3))) / 4, 10);
  });

  it('is 0 without cases and never above 1', () => {
    expect(hitRateAt([], 10)).toBe(0);
    expect(ndcgAt([], 10)).toBe(0);
    expect(ndcgAt([{ recommended: ['a', 'b'], relevant: ['a', 'b'] }], 10)).toBe(1);
  });
});
