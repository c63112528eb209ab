import { normaliseVoucherCode, redeemVoucher } from '@/lib/checkout/voucher-rules';
import type { Database } from '@/server/db/client';
import type { ShopperSessionAccess } from '@/server/session/shopper-session';
import { CheckoutError } from './checkout-error';
import { saveCheckout } from './checkout-store';
import { loadCheckout, type CheckoutView } from './load-checkout';
import { findVoucher } from './voucher-store';

/**
 * Redeems a voucher code at checkout (one per order): it is stored only when it applies to the
 * basket now; placing the order checks it again and counts the redemption.
 */
export async function applyVoucher(
  db: Database,
  session: ShopperSessionAccess,
  input: string,
  now = new Date(),
): Promise<CheckoutView> {
  const code = normaliseVoucherCode(input);
  const sessionId = await session.currentId();
  const before = await loadCheckout(db, session.shop, sessionId, now);
  if (!sessionId || before.basket.lines.length === 0) throw new CheckoutError('BASKET_EMPTY');
  const items = before.totals.lines.find((l) => l.kind === 'items')?.cents ?? 0;
  const check = redeemVoucher(code ? await findVoucher(db, session.shop.code, code) : null, items, now);
  if (!check.ok) throw new CheckoutError(check.code, check.values);
  await saveCheckout(db, sessionId, { voucherCode: code });
  return loadCheckout(db, session.shop, sessionId, now);
}

/** Takes the voucher off the checkout. */
export async function removeVoucher(db: Database, session: ShopperSessionAccess): Promise<CheckoutView> {
  const sessionId = await session.currentId();
  if (sessionId) await saveCheckout(db, sessionId, { voucherCode: null });
  return loadCheckout(db, session.shop, sessionId);
}
