import { describe, expect, it } from 'vitest';
import { compareSizes, sortSizes } from './size-sort';

const sorted = (labels: string[]) => sortSizes(labels, (l) => l);

describe('size sort (spec S5)', () => {
  it('orders letter sizes xxs … xxxl, ignoring case and matching by prefix', () => {
    expect(sorted(['XL', 'm', 'XXXL', 'S', 'xs', 'L', 'XXL', 'XXS'])).toEqual([
      'XXS',
      'xs',
      'S',
      'm',
      'L',
      'XL',
      'XXL',
      'XXXL',
    ]);
    expect(sorted(['L (44/46)', 'S (36/38)', 'M (40/42)'])).toEqual(['S (36/38)', 'M (40/42)', 'L (44/46)']);
  });

  it('orders numeric sizes with a comma as decimal separator', () => {
    expect(sorted(['40', '36', '37,5', '38', '100'])).toEqual(['36', '37,5', '38', '40', '100']);
  });

  it('orders by leading integer, then the remainder', () => {
    expect(sorted(['80B', '75C', '75A', '80A'])).toEqual(['75A', '75C', '80A', '80B']);
    expect(sorted(['140x200 cm', '90x200 cm', '100x200 cm'])).toEqual([
      '90x200 cm',
      '100x200 cm',
      '140x200 cm',
    ]);
    expect(sorted(['40/42', '36/38'])).toEqual(['36/38', '40/42']);
  });

  it('falls back to alphabetical order, after the other groups', () => {
    expect(sorted(['Einheitsgröße', 'Ausführung B', '38', 'M'])).toEqual([
      'M',
      '38',
      'Ausführung B',
      'Einheitsgröße',
    ]);
    expect(compareSizes('S', 'Small')).not.toBe(0);
  });
});
