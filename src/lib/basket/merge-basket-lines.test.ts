import { describe, expect, it } from 'vitest';
import { BASKET_VALUES } from './basket-constants';
import { mergeBasketLines, type MergeLine } from './merge-basket-lines';

let ids = 0;
const line = (
  productId: string,
  variantId: string,
  quantity: number,
  more: Partial<MergeLine> = {},
): MergeLine => ({
  id: `line-${++ids}`,
  productId,
  variantId,
  promotion: '05',
  quantity,
  isFreeGift: false,
  quantityLimit: null,
  ...more,
});

describe('merging the anonymous basket into the customer’s on login (spec S5)', () => {
  it('adds pieces of one size and keeps an article within 20 pieces over all its sizes', () => {
    const mine = line('100', '100-38', 12);
    const sameSize = line('100', '100-38', 5);
    const otherSize = line('100', '100-40', 12);
    const plan = mergeBasketLines([mine], [sameSize, otherSize], BASKET_VALUES);
    expect(plan.raise).toEqual([{ id: mine.id, quantity: 17 }]);
    expect(plan.move).toEqual([{ id: otherSize.id, quantity: 3 }]);
  });

  it("keeps a product's own limit and leaves out what no longer fits", () => {
    const limited = { quantityLimit: 3 };
    const plan = mergeBasketLines(
      [line('200', '200-1', 2, limited)],
      [line('200', '200-2', 2, limited)],
      BASKET_VALUES,
    );
    expect(plan.move.map((m) => m.quantity)).toEqual([1]);
    const full = mergeBasketLines(
      [line('200', '200-1', 3, limited)],
      [line('200', '200-2', 2, limited)],
      BASKET_VALUES,
    );
    expect(full).toEqual({ raise: [], move: [] });
  });

  it('keeps the basket within its 100 pieces', () => {
    const mine = Array.from({ length: 5 }, (_, i) => line(`3${i}`, `3${i}-a`, 19));
    const theirs = Array.from({ length: 5 }, (_, i) => line(`4${i}`, `4${i}-a`, 20));
    const plan = mergeBasketLines(mine, theirs, BASKET_VALUES);
    expect(plan.move.reduce((sum, m) => sum + m.quantity, 0)).toBe(5);
    expect(plan.move).toHaveLength(1);
  });

  it('brings one free gift, one piece, only into a basket without one', () => {
    const gift = { isFreeGift: true };
    const theirs = line('900', '900-a', 2, gift);
    expect(mergeBasketLines([line('1', '1-a', 1)], [theirs], BASKET_VALUES).move).toEqual([
      { id: theirs.id, quantity: 1 },
    ]);
    expect(mergeBasketLines([line('901', '901-a', 1, gift)], [theirs], BASKET_VALUES)).toEqual({
      raise: [],
      move: [],
    });
    const two = mergeBasketLines([], [theirs, line('902', '902-a', 1, gift)], BASKET_VALUES);
    expect(two.move).toEqual([{ id: theirs.id, quantity: 1 }]);
  });
});
