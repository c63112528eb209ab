import { describe, expect, it } from 'vitest';
import { basketTotals, type TotalsLine } from './basket-totals';

const line = (over: Partial<TotalsLine> = {}): TotalsLine => ({
  unitPriceCents: 2999,
  saleReductionCents: 0,
  quantity: 1,
  forwardingAgent: false,
  ...over,
});

const amounts = (t: ReturnType<typeof basketTotals>) =>
  Object.fromEntries(t.lines.map((l) => [l.kind, l.cents]));

describe('basketTotals', () => {
  it('sums the items and charges shipping below 75 €', () => {
    const t = basketTotals({ lines: [line({ quantity: 2 })] });
    expect(amounts(t)).toEqual({ items: 5998, shipping: 595 });
    expect(t.totalCents).toBe(6593);
  });

  it('ships free from 75 € goods value, and an empty basket costs nothing', () => {
    expect(amounts(basketTotals({ lines: [line({ unitPriceCents: 7500 })] }))).toEqual({
      items: 7500,
      shipping: 0,
    });
    expect(basketTotals({ lines: [] }).totalCents).toBe(0);
  });

  it('adds freight once for forwarding-agent items and the disposal service per piece', () => {
    const t = basketTotals({
      lines: [line({ unitPriceCents: 49900, forwardingAgent: true, quantity: 2 })],
      disposalServicePieces: 2,
    });
    expect(amounts(t)).toEqual({ items: 99800 + 4998, shipping: 0, freight: 3995 });
    expect(t.totalCents).toBe(99800 + 4998 + 3995);
  });

  it('takes a voucher off, never below zero items', () => {
    const t = basketTotals({ lines: [line()], voucherCents: 1000 });
    expect(amounts(t)).toEqual({ items: 2999, voucher: -1000, shipping: 595 });
    expect(basketTotals({ lines: [line()], voucherCents: 99999 }).lines[1]).toEqual({
      kind: 'voucher',
      cents: -2999,
    });
  });

  it('adds the delivery and payment surcharges of the chosen options', () => {
    const base = { lines: [line({ unitPriceCents: 10000 })] };
    expect(amounts(basketTotals({ ...base, delivery: 'express', payment: 'cashOnDelivery' }))).toEqual({
      items: 10000,
      shipping: 0,
      cashOnDelivery: 695,
      expressDelivery: 995,
    });
    expect(amounts(basketTotals({ ...base, payment: 'instalments' })).instalmentSurcharge).toBe(290);
    expect(amounts(basketTotals({ ...base, payment: 'paymentPause' })).paymentPauseSurcharge).toBe(395);
    expect(amounts(basketTotals({ ...base, payment: 'invoice' }))).toEqual({ items: 10000, shipping: 0 });
  });

  it('rounds the instalment surcharge to whole cents and reports sale savings', () => {
    const t = basketTotals({
      lines: [line({ unitPriceCents: 3333, saleReductionCents: 1000, quantity: 3 })],
      payment: 'instalments',
    });
    expect(amounts(t).instalmentSurcharge).toBe(290); // 9999 × 2.9 % = 289.97
    expect(t.savingsCents).toBe(3000);
    expect(Number.isInteger(t.totalCents)).toBe(true);
  });

  it('refuses fractional amounts', () => {
    expect(() => basketTotals({ lines: [line({ unitPriceCents: 10.5 })] })).toThrow();
  });
});
