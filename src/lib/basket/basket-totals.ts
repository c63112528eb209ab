import { BASKET_VALUES } from './basket-constants';
import type { BasketValues } from './basket-values';

/** The total lines of spec S3.8, in their order. */
export type TotalLineKind =
  | 'items'
  | 'voucher'
  | 'shipping'
  | 'freight'
  | 'cashOnDelivery'
  | 'expressDelivery'
  | 'instalmentSurcharge'
  | 'paymentPauseSurcharge';

export interface TotalLine {
  kind: TotalLineKind;
  cents: number;
}

export interface TotalsLine {
  unitPriceCents: number;
  /** sale reduction per piece: the strike-out price is unitPriceCents + this */
  saleReductionCents: number;
  quantity: number;
  forwardingAgent: boolean;
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  /** pieces of the disposal service (24,99 € each), counted into the items sum */
  disposalServicePieces?: number;
  /** a redeemed voucher's value in cents (positive); never more than the items sum */
  voucherCents?: number;
  delivery?: 'standard' | 'express';
  payment?: 'invoice' | 'instalments' | 'paymentPause' | 'cashOnDelivery' | 'prepayment';
}

export interface Totals {
  /** the lines that apply, each with its amount (the voucher negative) */
  lines: TotalLine[];
  totalCents: number;
  /** what the sale reductions save against the strike-out prices */
  savingsCents: number;
}

/**
 * Basket and checkout totals in integer cents (spec S3.8, S9). Lines that do not apply are left
 * out, except the items sum and shipping, which always show (shipping may be 0).
 */
export function basketTotals(input: TotalsInput, values: BasketValues = BASKET_VALUES): Totals {
  for (const line of input.lines) {
    if (![line.unitPriceCents, line.saleReductionCents, line.quantity].every(Number.isInteger))
      throw new Error('basket amounts must be integer cents and pieces');
  }
  const goods = input.lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const disposal = (input.disposalServicePieces ?? 0) * values.disposalServicePerPieceCents;
  const items = goods + disposal;
  const voucher = Math.min(Math.max(0, input.voucherCents ?? 0), items);
  const lines: TotalLine[] = [{ kind: 'items', cents: items }];
  if (voucher > 0) lines.push({ kind: 'voucher', cents: -voucher });
  const shipping = goods === 0 || goods >= values.freeShippingFromCents ? 0 : values.shippingCents;
  lines.push({ kind: 'shipping', cents: shipping });
  if (input.lines.some((l) => l.forwardingAgent && l.quantity > 0))
    lines.push({ kind: 'freight', cents: values.freightCents });
  if (input.payment === 'cashOnDelivery')
    lines.push({ kind: 'cashOnDelivery', cents: values.cashOnDeliveryCents });
  if (input.delivery === 'express')
    lines.push({ kind: 'expressDelivery', cents: values.expressDeliveryCents });
  if (input.payment === 'instalments')
    lines.push({
      kind: 'instalmentSurcharge',
      cents: Math.round(((items - voucher) * values.instalmentSurchargePerMille) / 1000),
    });
  if (input.payment === 'paymentPause')
    lines.push({ kind: 'paymentPauseSurcharge', cents: values.paymentPauseCents });
  return {
    lines,
    totalCents: lines.reduce((sum, l) => sum + l.cents, 0),
    savingsCents: input.lines.reduce((sum, l) => sum + l.saleReductionCents * l.quantity, 0),
  };
}
