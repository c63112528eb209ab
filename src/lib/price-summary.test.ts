import { describe, expect, it } from 'vitest';
import { summarisePrices } from './price-summary';

describe('summarisePrices', () => {
  it('summarises equal, unreduced prices', () => {
    expect(
      summarisePrices([
        { priceCents: 3999, saleReductionCents: 0 },
        { priceCents: 3999, saleReductionCents: 0 },
      ]),
    ).toEqual({
      currency: 'EUR',
      min: 3999,
      max: 3999,
      old: 0,
      saving: 0,
      savingRange: false,
      priceRange: false,
      withTax: 3999,
    });
  });

  it('shows a price range and the strike-out price that belongs to the lowest price', () => {
    const s = summarisePrices([
      { priceCents: 4499, saleReductionCents: 500 },
      { priceCents: 3999, saleReductionCents: 1000 },
      { priceCents: 5999, saleReductionCents: 2000 },
    ]);
    expect(s.priceRange).toBe(true);
    expect(s.min).toBe(3999);
    expect(s.max).toBe(5999);
    expect(s.old).toBe(4999);
    expect(s.saving).toBe(25);
    expect(s.savingRange).toBe(true);
  });

  it('handles no variants', () => {
    expect(summarisePrices([]).min).toBe(0);
  });
});
