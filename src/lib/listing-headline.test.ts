import { describe, expect, it } from 'vitest';
import { colorAdjective, listingHeadline } from './listing-headline';

describe('colorAdjective', () => {
  it("adds 'e' except for Lila, Orange and Rosa; Natur becomes Naturfarbene", () => {
    expect(colorAdjective('Rot')).toBe('Rote');
    expect(colorAdjective('Blau')).toBe('Blaue');
    expect(colorAdjective('Lila')).toBe('Lila');
    expect(colorAdjective('Orange')).toBe('Orange');
    expect(colorAdjective('Rosa')).toBe('Rosa');
    expect(colorAdjective('Natur')).toBe('Naturfarbene');
    expect(colorAdjective('Beige')).toBe('Beige');
  });
});

describe('listingHeadline', () => {
  it('builds colour, brand, category, material and size in that order', () => {
    expect(
      listingHeadline({
        category: 'Kleider',
        color: 'Blau',
        brand: 'Lindgard',
        material: 'Baumwolle',
        size: '40',
      }),
    ).toBe('Blaue Lindgard Kleider aus Baumwolle, Größe 40');
    expect(listingHeadline({ category: 'BHs', size: '80', cup: 'B' })).toBe('BHs, Größe 80B');
    expect(listingHeadline({ category: 'Kleider', color: 'Lila' })).toBe('Lila Kleider');
    expect(listingHeadline({ category: 'Kleider' })).toBe('Kleider');
  });
});
