import { calendarDayIn } from '@/lib/format-date';
/**
 * Invoice and instalment states of customer-and-content S4: open ('offen'), overdue ('überfällig')
 * and paid ('bezahlt'). Dates are calendar days (YYYY-MM-DD) in the shop's time zone.
 */
export type PaymentStatus = 'open' | 'overdue' | 'paid';

export interface InstalmentFacts {
  position: number;
  amountCents: number;
  dueOn: string;
  paidOn: string | null;
}

/** An instalment is overdue from the day after its due date until it is paid. */
export function instalmentStatus(instalment: InstalmentFacts, today: string): PaymentStatus {
  if (instalment.paidOn) return 'paid';
  return instalment.dueOn < today ? 'overdue' : 'open';
}

/** Paid when every instalment is; overdue when any unpaid one is past due; open otherwise. */
export function invoiceStatus(instalments: readonly InstalmentFacts[], today: string): PaymentStatus {
  const states = instalments.map((i) => instalmentStatus(i, today));
  if (states.every((s) => s === 'paid')) return 'paid';
  return states.includes('overdue') ? 'overdue' : 'open';
}

/** What is still to pay, cents. */
export function openCents(instalments: readonly InstalmentFacts[]): number {
  return instalments.filter((i) => !i.paidOn).reduce((sum, i) => sum + i.amountCents, 0);
}

/** The earliest unpaid instalment: the date by which the next payment is due. */
export function nextDue(instalments: readonly InstalmentFacts[]): InstalmentFacts | null {
  return (
    [...instalments]
      .filter((i) => !i.paidOn)
      .sort((a, b) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : 0))[0] ?? null
  );
}

/** Adds days to a calendar day. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Adds months to a calendar day, keeping the day of the month where it exists (else the last day). */
export function addMonths(day: string, months: number): string {
  const [y, m, dd] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(dd, last));
  return target.toISOString().slice(0, 10);
}

/** The shop's calendar day of an instant (Europe/Vienna). */
export function viennaDay(at: Date = new Date()): string {
  return calendarDayIn('Europe/Vienna', at);
}
