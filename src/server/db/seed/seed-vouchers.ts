import { SHOPS } from '@/lib/shop/shops';
import { listAmount } from '@/lib/shop/price-list-rules';
import type { Database } from '../client';
import { vouchers } from '../schema';

/**
 * Demo voucher codes for the checkout, in every shop of the family (a code belongs to one shop; its
 * amounts are in the price list's currency); README lists them. Idempotent: existing codes stay.
 */
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
  // the demo content's autumn campaign (banner, modal and coupon of the design elements)
  {
    code: 'HERBST20',
    kind: 'percent',
    value: 20,
    validUntil: new Date('2027-03-01T00:00:00+01:00'),
  },
  { code: 'SOMMER2025', kind: 'percent', value: 15, validUntil: new Date('2025-09-01T00:00:00+02:00') },
  { code: 'EINMAL5', kind: 'amount', value: 500, maxRedemptions: 1 },
] as const satisfies readonly Omit<typeof vouchers.$inferInsert, 'shopCode' | 'currency'>[];

export async function seedVouchers(db: Database): Promise<void> {
  await db
    .insert(vouchers)
    .values(
      SHOPS.flatMap((shop) =>
        DEMO_VOUCHERS.map((v) => ({
          ...v,
          shopCode: shop.code,
          currency: shop.currency,
          // amounts (a fixed discount, a minimum order value) in the shop's currency
          value: v.kind === 'amount' ? listAmount(v.value, shop.currency) : v.value,
          ...('minOrderCents' in v ? { minOrderCents: listAmount(v.minOrderCents, shop.currency) } : {}),
        })),
      ),
    )
    .onConflictDoNothing();
}
