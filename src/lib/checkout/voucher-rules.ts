/** A voucher as the shop stores it (seeded; issue 5 adds the newsletter's one-time codes). */
export interface Voucher {
  code: string;
  /** percent: `value` percent of the goods; amount: `value` cents off */
  kind: 'percent' | 'amount';
  value: number;
  /** goods value (items sum) the order needs, cents */
  minOrderCents: number;
  validFrom: Date | null;
  validUntil: Date | null;
  /** null: any number of orders may use it */
  maxRedemptions: number | null;
  redemptions: number;
}

export type VoucherErrorCode =
  | 'VOUCHER_UNKNOWN'
  | 'VOUCHER_NOT_YET_VALID'
  | 'VOUCHER_EXPIRED'
  | 'VOUCHER_USED_UP'
  | 'VOUCHER_MIN_ORDER_VALUE';

export type VoucherCheck =
  | { ok: true; cents: number }
  | { ok: false; code: VoucherErrorCode; values: Record<string, string | number> };

const CODE = /^[A-Z0-9-]{3,30}$/;

/** The form of a code the shop looks up: trimmed, upper case; null when it cannot be a code. */
export function normaliseVoucherCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return CODE.test(code) ? code : null;
}

/**
 * What a voucher takes off the items sum now, or why it cannot be redeemed. Percentages are
 * rounded to the cent (half up); neither kind takes off more than the items sum.
 */
export function redeemVoucher(voucher: Voucher | null, itemsCents: number, now: Date): VoucherCheck {
  if (!voucher) return { ok: false, code: 'VOUCHER_UNKNOWN', values: {} };
  if (voucher.validFrom && now < voucher.validFrom)
    return { ok: false, code: 'VOUCHER_NOT_YET_VALID', values: {} };
  if (voucher.validUntil && now >= voucher.validUntil)
    return { ok: false, code: 'VOUCHER_EXPIRED', values: {} };
  if (voucher.maxRedemptions !== null && voucher.redemptions >= voucher.maxRedemptions)
    return { ok: false, code: 'VOUCHER_USED_UP', values: {} };
  if (itemsCents < voucher.minOrderCents)
    return { ok: false, code: 'VOUCHER_MIN_ORDER_VALUE', values: { minOrderCents: voucher.minOrderCents } };
  const cents =
    voucher.kind === 'percent' ? Math.floor((itemsCents * voucher.value + 50) / 100) : voucher.value;
  return { ok: true, cents: Math.min(cents, itemsCents) };
}
