import { addDays, addMonths, type InstalmentFacts } from './invoice-status';

/** Instalment purchases are paid in this many monthly instalments. */
export const INSTALMENT_COUNT = 6;
/** Payment terms: invoices within 14 days, the payment pause after 100 days. */
export const INVOICE_TERM_DAYS = 14;
export const PAYMENT_PAUSE_DAYS = 100;

/**
 * The instalments of an order's invoice by its payment method: one for a plain invoice (14 days)
 * and the payment pause (100 days), six monthly ones for the instalment purchase (the first month
 * carries the cents that do not divide), one already paid for prepayment and cash on delivery.
 */
export function instalmentPlan(
  paymentMethod: string,
  amountCents: number,
  issuedOn: string,
): Omit<InstalmentFacts, 'position'>[] {
  switch (paymentMethod) {
    case 'instalments': {
      const base = Math.floor(amountCents / INSTALMENT_COUNT);
      const first = amountCents - base * (INSTALMENT_COUNT - 1);
      return Array.from({ length: INSTALMENT_COUNT }, (_, i) => ({
        amountCents: i === 0 ? first : base,
        dueOn: addMonths(issuedOn, i + 1),
        paidOn: null,
      }));
    }
    case 'paymentPause':
      return [{ amountCents, dueOn: addDays(issuedOn, PAYMENT_PAUSE_DAYS), paidOn: null }];
    case 'prepayment':
    case 'cashOnDelivery':
      return [{ amountCents, dueOn: issuedOn, paidOn: issuedOn }];
    default:
      return [{ amountCents, dueOn: addDays(issuedOn, INVOICE_TERM_DAYS), paidOn: null }];
  }
}
