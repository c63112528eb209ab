import { and, eq, sql } from 'drizzle-orm';
import type { Voucher } from '@/lib/checkout/voucher-rules';
import type { Database } from '@/server/db/client';
import { vouchers } from '@/server/db/schema';

/** A voucher by its normalised code; `forUpdate` locks its row until the transaction ends. */
export async function findVoucher(
  db: Database,
  shopCode: string,
  code: string,
  options: { forUpdate?: boolean } = {},
): Promise<Voucher | null> {
  const query = db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.shopCode, shopCode), eq(vouchers.code, code)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) return null;
  return {
    code: row.code,
    kind: row.kind === 'amount' ? 'amount' : 'percent',
    value: row.value,
    minOrderCents: row.minOrderCents,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptions,
  };
}

export async function countRedemption(db: Database, shopCode: string, code: string): Promise<void> {
  await db
    .update(vouchers)
    .set({ redemptions: sql`${vouchers.redemptions} + 1` })
    .where(and(eq(vouchers.shopCode, shopCode), eq(vouchers.code, code)));
}
