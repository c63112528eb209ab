import { describe, expect, it } from 'vitest';
import { editorialByChunk, editorialPositions, placeEditorial } from './editorial-placement';

const cards = (slots: (1 | 2)[]) => slots.map((s, i) => ({ item: `card${i + 1}`, slots: s }));

describe('editorial positions in a listing grid (storefront S9)', () => {
  it('puts the teaser at 6, banners at 18 + 24n and cards at 11 + 12n or 10 + 12n', () => {
    const placed = editorialPositions('seo', ['b1', 'b2', 'b3', 'b4'], cards([1, 2, 1, 1, 1, 1, 2, 1, 1]));
    expect(placed.map((p) => [p.position, p.item.item])).toEqual([
      [6, 'seo'],
      [11, 'card1'],
      [18, 'b1'],
      [22, 'card2'],
      [35, 'card3'],
      [42, 'b2'],
      [47, 'card4'],
      [59, 'card5'],
      [66, 'b3'],
      [71, 'card6'],
      [82, 'card7'],
    ]);
  });

  it('keeps every product: each item sits before the product that follows it', () => {
    const placed = placeEditorial(
      72,
      editorialPositions(null, ['b1', 'b2', 'b3'], cards([1, 1, 1, 1, 1, 1, 1])),
    );
    // the sequence rebuilt from the placements has 72 products in order and the items at their positions
    const sequence: string[] = [];
    let product = 0;
    for (const p of placed) {
      while (product < p.productsBefore) sequence.push(`p${product++}`);
      sequence.push(p.item.item as string);
    }
    while (product < 72) sequence.push(`p${product++}`);
    expect(sequence.filter((s) => s.startsWith('p'))).toHaveLength(72);
    expect(sequence.indexOf('card1')).toBe(11);
    expect(sequence.indexOf('b1')).toBe(18);
    expect(sequence.indexOf('b3')).toBe(66);
    expect(sequence.indexOf('card6')).toBe(71);
    // 72 products and 9 items fill 81 places: position 83 lies beyond the page
    expect(sequence).not.toContain('card7');
  });

  it('leaves out what lies beyond a short listing, but not right after its last product', () => {
    const placed = placeEditorial(16, editorialPositions(null, ['b1'], cards([1, 1])));
    expect(placed.map((p) => p.item.item)).toEqual(['card1']);
    expect(placeEditorial(18, editorialPositions(null, ['b1'], [])).map((p) => p.productsBefore)).toEqual([
      18,
    ]);
  });

  it('splits the items by the chunks of 36 products', () => {
    const placed = placeEditorial(72, editorialPositions(null, ['b1', 'b2', 'b3'], cards([1, 1, 1, 1])));
    const { first, second } = editorialByChunk(placed, true);
    expect(first.map((p) => p.item.item)).toEqual(['card1', 'b1', 'card2', 'card3']);
    expect(second.map((p) => [p.item.item, p.productsBefore])).toEqual([
      ['b2', 2],
      ['card4', 6],
      ['b3', 24],
    ]);
  });
});
