import { describe, expect, it } from 'vitest';
import { effectiveSort, isProductSort } from './product-sort';

describe('effectiveSort (S7.3)', () => {
  it('uses the experiment sort only in place of the default top-seller sort', () => {
    expect(effectiveSort('sortKey', 'sortKeyTrend')).toBe('sortKeyTrend');
    expect(effectiveSort(undefined, 'sortKeyTrend')).toBe('sortKeyTrend');
    expect(effectiveSort('priceAsc', 'sortKeyTrend')).toBe('priceAsc');
    expect(effectiveSort('sortKey', null)).toBe('sortKey');
    expect(effectiveSort(null)).toBe('sortKey');
  });

  it('knows the four product sorts', () => {
    expect(['sortKey', 'dateDesc', 'priceAsc', 'priceDesc'].every(isProductSort)).toBe(true);
    expect(isProductSort('random')).toBe(false);
  });
});
