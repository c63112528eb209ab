import { describe, expect, it } from 'vitest';
import { checkDirectOrder, lineStockShortfall } from './direct-order-rules';

const size = (key: string, stock = 10, orderable = true) => ({ key, stock, orderable });

describe('direct order form rules (spec S5, S8.2)', () => {
  it('wants a size on every line first', () => {
    expect(
      checkDirectOrder([
        { variant: size('a'), quantity: 1 },
        { variant: null, quantity: 1 },
      ]),
    ).toBe('DOF_VARIANT_NOT_SELECTED');
  });

  it('refuses sold-out lines', () => {
    expect(checkDirectOrder([{ variant: size('a', 0), quantity: 1 }])).toBe('DOF_SOLD_OUT');
    expect(checkDirectOrder([{ variant: size('a', 5, false), quantity: 1 }])).toBe('DOF_SOLD_OUT');
  });

  it('counts lines of the same size together against its stock', () => {
    const lines = [
      { variant: size('a', 3), quantity: 2 },
      { variant: size('a', 3), quantity: 2 },
    ];
    expect(checkDirectOrder(lines)).toBe('DOF_QUANTITY_MORE_THAN_STOCK');
    expect(
      checkDirectOrder([
        { variant: size('a', 3), quantity: 3 },
        { variant: size('b'), quantity: 9 },
      ]),
    ).toBeNull();
  });

  it('gives a line its stock message when it wants more than there is', () => {
    expect(lineStockShortfall({ variant: size('a', 2), quantity: 3 })).toBe(2);
    expect(lineStockShortfall({ variant: size('a', 2), quantity: 2 })).toBeNull();
    expect(lineStockShortfall({ variant: null, quantity: 3 })).toBeNull();
  });
});
