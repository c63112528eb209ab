import { describe, expect, it } from 'vitest';
import { normaliseVoucherCode, redeemVoucher, type Voucher } from './voucher-rules';

const now = new Date('2026-11-23T10:00:00Z');
const percent: Voucher = {
  code: 'WILLKOMMEN10',
  kind: 'percent',
  value: 10,
  minOrderCents: 0,
  validFrom: null,
  validUntil: null,
  maxRedemptions: null,
  redemptions: 0,
};

describe('voucher rules', () => {
  it('normalises codes and refuses what cannot be a code', () => {
    expect(normaliseVoucherCode('  willkommen10 ')).toBe('WILLKOMMEN10');
    expect(normaliseVoucherCode('ab')).toBeNull();
    expect(normaliseVoucherCode("x' or 1=1")).toBeNull();
  });

  it('takes a percentage of the items sum, rounded half up to the cent', () => {
    expect(redeemVoucher(percent, 4999, now)).toEqual({ ok: true, cents: 500 });
    expect(redeemVoucher(percent, 4994, now)).toEqual({ ok: true, cents: 499 });
    expect(redeemVoucher(percent, 4995, now)).toEqual({ ok: true, cents: 500 });
  });

  it('takes a fixed amount, never more than the items sum', () => {
    const amount: Voucher = { ...percent, kind: 'amount', value: 1500 };
    expect(redeemVoucher(amount, 8000, now)).toEqual({ ok: true, cents: 1500 });
    expect(redeemVoucher(amount, 1200, now)).toEqual({ ok: true, cents: 1200 });
  });

  it('refuses unknown, not yet valid, expired and used-up vouchers', () => {
    expect(redeemVoucher(null, 5000, now)).toMatchObject({ ok: false, code: 'VOUCHER_UNKNOWN' });
    expect(redeemVoucher({ ...percent, validFrom: new Date('2026-12-01') }, 5000, now)).toMatchObject({
      code: 'VOUCHER_NOT_YET_VALID',
    });
    expect(redeemVoucher({ ...percent, validUntil: now }, 5000, now)).toMatchObject({
      code: 'VOUCHER_EXPIRED',
    });
    expect(redeemVoucher({ ...percent, maxRedemptions: 1, redemptions: 1 }, 5000, now)).toMatchObject({
      code: 'VOUCHER_USED_UP',
    });
  });

  it('needs its minimum order value', () => {
    const v = { ...percent, minOrderCents: 5000 };
    expect(redeemVoucher(v, 4999, now)).toEqual({
      ok: false,
      code: 'VOUCHER_MIN_ORDER_VALUE',
      values: { minOrderCents: 5000 },
    });
    expect(redeemVoucher(v, 5000, now)).toEqual({ ok: true, cents: 500 });
  });
});
