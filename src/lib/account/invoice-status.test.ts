import { describe, expect, it } from 'vitest';
import { instalmentPlan } from './instalment-plan';
import { addMonths, instalmentStatus, invoiceStatus, nextDue, openCents } from './invoice-status';

const i = (position: number, dueOn: string, paidOn: string | null = null, amountCents = 1000) => ({
  position,
  amountCents,
  dueOn,
  paidOn,
});

describe('invoice status', () => {
  it('is overdue from the day after the due date until paid', () => {
    expect(instalmentStatus(i(1, '2026-11-23'), '2026-11-23')).toBe('open');
    expect(instalmentStatus(i(1, '2026-11-22'), '2026-11-23')).toBe('overdue');
    expect(instalmentStatus(i(1, '2026-11-22', '2026-11-30'), '2026-11-23')).toBe('paid');
  });

  it('derives the invoice from its instalments', () => {
    const plan = [i(1, '2026-10-01', '2026-09-30'), i(2, '2026-11-01'), i(3, '2026-12-01')];
    expect(invoiceStatus(plan, '2026-10-15')).toBe('open');
    expect(invoiceStatus(plan, '2026-11-02')).toBe('overdue');
    expect(invoiceStatus([i(1, '2026-10-01', '2026-10-01')], '2027-01-01')).toBe('paid');
    expect(openCents(plan)).toBe(2000);
    expect(nextDue(plan)?.position).toBe(2);
    expect(nextDue([i(1, '2026-10-01', '2026-10-01')])).toBeNull();
  });

  it('adds months without overflowing short months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-23', 2)).toBe('2027-01-23');
  });
});

describe('instalment plan', () => {
  it('splits an instalment purchase into six months, exact to the cent', () => {
    const plan = instalmentPlan('instalments', 10001, '2026-11-23');
    expect(plan).toHaveLength(6);
    expect(plan.reduce((s, p) => s + p.amountCents, 0)).toBe(10001);
    expect(plan[0]).toEqual({ amountCents: 1671, dueOn: '2026-12-23', paidOn: null });
    expect(plan[5]!.dueOn).toBe('2027-05-23');
  });

  it('gives an invoice 14 days, the payment pause 100, and settles prepayment at once', () => {
    expect(instalmentPlan('invoice', 5000, '2026-11-23')).toEqual([
      { amountCents: 5000, dueOn: '2026-12-07', paidOn: null },
    ]);
    expect(instalmentPlan('paymentPause', 5000, '2026-11-23')[0]!.dueOn).toBe('2027-03-03');
    expect(instalmentPlan('prepayment', 5000, '2026-11-23')[0]!.paidOn).toBe('2026-11-23');
  });
});

describe('payment pause offer', () => {
  it('is open to an unpaid invoice within its term only', async () => {
    const { paymentPauseOffer } = await import('./payment-pause');
    const invoice = { paidWith: 'invoice', issuedOn: '2026-11-20', currency: 'EUR' };
    expect(paymentPauseOffer(invoice, [i(1, '2026-12-04')], '2026-11-23')).toMatchObject({
      dueOn: '2027-02-28',
    });
    expect(paymentPauseOffer(invoice, [i(1, '2026-11-22')], '2026-11-23')).toBeNull();
    expect(paymentPauseOffer(invoice, [i(1, '2026-12-04', '2026-11-22')], '2026-11-23')).toBeNull();
    expect(
      paymentPauseOffer({ ...invoice, paidWith: 'instalments' }, [i(1, '2026-12-04')], '2026-11-23'),
    ).toBeNull();
  });
});
