import { basketValuesFor } from '@/lib/basket/basket-values';
import type { Currency } from '@/lib/shop/shop';
import { PAYMENT_PAUSE_DAYS } from './instalment-plan';
import { addDays, type InstalmentFacts } from './invoice-status';

export interface PaymentPauseOffer {
  /** the new due date */
  dueOn: string;
  feeCents: number;
}

/**
 * The pay-break option of an order (customer-and-content S2): an invoice payment that is still
 * within its term and unpaid may move its due date to 100 days after the invoice, for the payment
 * pause fee. Nothing else qualifies.
 */
export function paymentPauseOffer(
  invoice: { paidWith: string; issuedOn: string; currency: string },
  instalments: readonly InstalmentFacts[],
  today: string,
): PaymentPauseOffer | null {
  if (invoice.paidWith !== 'invoice' || instalments.length !== 1) return null;
  const only = instalments[0]!;
  if (only.paidOn || only.dueOn < today) return null;
  return {
    dueOn: addDays(invoice.issuedOn, PAYMENT_PAUSE_DAYS),
    feeCents: basketValuesFor(invoice.currency as Currency).paymentPauseCents,
  };
}
