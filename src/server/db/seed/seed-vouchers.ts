import type { Database } from '../client';
import { vouchers } from '../schema';

/** Demo voucher codes for the checkout; README lists them. Idempotent: existing codes stay as they are. */
export const DEMO_VOUCHERS = [
  { code: 'WILLKOMMEN10', kind: 'percent', value: 10, minOrderCents: 3000 },
  { code: 'SPAR15', kind: 'amount', value: 1500, minOrderCents: 7500 },
  {
    code: 'WINTER20',
    kind: 'percent',
    value: 20,
    minOrderCents: 10000,
    validUntil: new Date('2027-03-01T00:00:00+01:00'),
  },
  { code: 'SOMMER2025', kind: 'percent', value: 15, validUntil: new Date('2025-09-01T00:00:00+02:00') },
  { code: 'EINMAL5', kind: 'amount', value: 500, maxRedemptions: 1 },
] as const satisfies readonly (typeof vouchers.$inferInsert)[];

export async function seedVouchers(db: Database): Promise<void> {
  await db
    .insert(vouchers)
    .values([...DEMO_VOUCHERS])
    .onConflictDoNothing();
}
