import { lockColours } from '@/server/catalog/lock-colours';
import { unpublishedColours } from '@/server/catalog/unpublished-colours';
import { loyaltyNumberOfShopper } from '@/server/loyalty/loyalty-number-of-shopper';
import type { Attribution } from '@/lib/attribution/attribution-cookies';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { basketValuesOf } from '@/lib/basket/basket-values';
import type { Currency } from '@/lib/shop/shop';
import { basketTotals } from '@/lib/basket/basket-totals';
import { availabilityInfo, type AvailabilityState } from '@/lib/availability';
import { redeemVoucher } from '@/lib/checkout/voucher-rules';
import { toDisplayNumber } from '@/lib/display-number';
import type { BasketLine } from '@/server/basket/load-basket';
import { CheckoutError } from '@/server/checkout/checkout-error';
import { saveCheckout } from '@/server/checkout/checkout-store';
import { loadCheckout } from '@/server/checkout/load-checkout';
import { countRedemption, findVoucher } from '@/server/checkout/voucher-store';
import type { Database } from '@/server/db/client';
import { basketItems, basketServices, customers, variantPrices, variants } from '@/server/db/schema';
import type { ShopperSessionAccess } from '@/server/session/shopper-session';
import { issueInvoice } from '@/server/account/issue-invoice';
import { viennaDay } from '@/lib/account/invoice-status';
import { findSessionOrder, insertOrder, type OrderRecord } from './order-store';

export interface PlaceOrderRequest {
  /** one key per press of the order button: a repeat with the same key answers the same order */
  idempotencyKey: string;
  /** the total the shopper saw; the order is refused when the total is different now */
  expectedTotalCents: number | null;
  /** the request's attribution cookies, when its consent allows Targeting (decision 0021) */
  attribution: Attribution | null;
}

/**
 * Places the session's basket as an order in one transaction (ARCHITECTURE data rules): the
 * session row is locked first, so a double submit waits and then finds its order; the sizes'
 * rows are locked in a fixed order, so concurrent buyers of the last piece queue up and exactly
 * one gets it; prices, stock and the voucher are checked again on the locked rows; then order,
 * lines, stock, voucher redemption and the emptied basket commit together or not at all.
 */
export async function placeOrder(
  db: Database,
  session: ShopperSessionAccess,
  request: PlaceOrderRequest,
  now = new Date(),
): Promise<{ order: OrderRecord; repeated: boolean }> {
  const sessionId = await session.currentId();
  if (!sessionId) throw new CheckoutError('BASKET_EMPTY');
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`select id from shopper_sessions where id = ${sessionId} for update`);
    const earlier = await findSessionOrder(tx, sessionId, { idempotencyKey: request.idempotencyKey });
    if (earlier) return { order: earlier, repeated: true };

    const checkout = await loadCheckout(tx, session.shop, sessionId, now);
    const { basket, stored } = checkout;
    if (basket.lines.length === 0) throw new CheckoutError('BASKET_EMPTY');
    if (checkout.missing.length > 0 || !stored.email || !stored.billingAddress || !checkout.paymentMethod)
      throw new CheckoutError('CHECKOUT_INCOMPLETE', { steps: checkout.missing.join(',') });
    if (checkout.voucherProblem)
      throw new CheckoutError(checkout.voucherProblem.code, checkout.voucherProblem.values);

    const values = basketValuesOf(session.shop);
    const locked = await lockSizes(tx, basket.lines, session.shop.currency);
    const colours = basket.lines.map((line) => line.product.id);
    await lockColours(tx, colours);
    const offline = await unpublishedColours(tx, colours);
    const lines = basket.lines.map((line) => {
      const row = locked.get(`${line.stored.variantId}|${line.stored.promotion}`);
      const what = {
        displayNumber: toDisplayNumber(line.product.id, line.stored.promotion),
        name: line.product.name,
        size: line.variant.sizeLabel,
      };
      if (
        !row ||
        offline.has(line.product.id) ||
        !availabilityInfo(row.availabilityState as AvailabilityState).orderable ||
        row.stock <= 0
      )
        throw new CheckoutError('ATB_VARIANT_OUTSOLD', what);
      if (row.stock < line.stored.quantity)
        throw new CheckoutError('BASKET_QUANTITY_MORE_THAN_STOCK', { ...what, stock: row.stock });
      return { line, priceCents: row.priceCents, saleReductionCents: row.saleReductionCents };
    });
    assertWithinBasketLimits(basket.lines, values);
    const goods = lines.reduce((s, l) => s + l.priceCents * l.line.stored.quantity, 0);
    const goodsWithoutGifts = lines
      .filter((l) => !l.line.product.isFreeGift)
      .reduce((s, l) => s + l.priceCents * l.line.stored.quantity, 0);
    if (goods < values.minOrderValueCents) throw new CheckoutError('BASKET_MIN_ORDER_VALUE');
    if (lines.some((l) => l.line.product.isFreeGift) && goodsWithoutGifts < values.freeGiftMinOrderValueCents)
      throw new CheckoutError('BASKET_MIN_ORDER_VALUE_FREE_GIFT', {
        minOrderValueFreeGift: values.freeGiftMinOrderValueCents,
      });

    const totalsLines = lines.map((l) => ({
      unitPriceCents: l.priceCents,
      saleReductionCents: l.saleReductionCents,
      quantity: l.line.stored.quantity,
      forwardingAgent: l.line.variant.deliverabilityForwardingAgent,
    }));
    const itemsCents = goods + basket.disposalServicePieces * values.disposalServicePerPieceCents;
    let voucherCents = 0;
    if (checkout.voucher) {
      const check = redeemVoucher(
        await findVoucher(tx, session.shop.code, checkout.voucher.code, { forUpdate: true }),
        itemsCents,
        now,
      );
      if (!check.ok) throw new CheckoutError(check.code, check.values);
      voucherCents = check.cents;
      await countRedemption(tx, session.shop.code, checkout.voucher.code);
    }
    const totals = basketTotals(
      {
        lines: totalsLines,
        disposalServicePieces: basket.disposalServicePieces,
        voucherCents,
        delivery: checkout.deliveryMethod,
        payment: checkout.paymentMethod,
      },
      values,
    );
    if (request.expectedTotalCents !== null && request.expectedTotalCents !== totals.totalCents)
      throw new CheckoutError('ORDER_TOTAL_CHANGED', { totalCents: totals.totalCents });

    const customer = await session.customer();
    const loyaltyNumber = session.shop.loyalty ? await loyaltyNumberOfShopper(tx, sessionId) : null;
    const order = await insertOrder(tx, {
      shopCode: session.shop.code,
      sessionId,
      customerId: customer?.id ?? null,
      idempotencyKey: request.idempotencyKey,
      email: stored.email,
      billingAddress: stored.billingAddress,
      deliveryAddress: stored.deliveryAddress ?? stored.billingAddress,
      deliveryMethod: checkout.deliveryMethod,
      paymentMethod: checkout.paymentMethod,
      voucherCode: checkout.voucher?.code ?? null,
      loyaltyNumber,
      disposalServicePieces: basket.disposalServicePieces,
      totalLines: totals.lines,
      totalCents: totals.totalCents,
      savingsCents: totals.savingsCents,
      currency: session.shop.currency,
      attribution: request.attribution,
      lines: lines.map(({ line, priceCents, saleReductionCents }) => ({
        productId: line.product.id,
        variantId: line.stored.variantId,
        promotion: line.stored.promotion,
        displayNumber: toDisplayNumber(line.product.id, line.stored.promotion),
        name: line.product.name,
        color: line.product.color.label,
        size: line.variant.sizeLabel,
        quantity: line.stored.quantity,
        unitPriceCents: priceCents,
        saleReductionCents,
        lineTotalCents: priceCents * line.stored.quantity,
        forwardingAgent: line.variant.deliverabilityForwardingAgent,
      })),
    });
    // sizes in one order (their ids start with their colour's): a size sold out updates its colour's
    // summary row (migration 0014), and two orders must take those row locks in the same order
    const byVariant = [...lines].sort((a, b) =>
      `${a.line.stored.variantId}|${a.line.stored.promotion}`.localeCompare(
        `${b.line.stored.variantId}|${b.line.stored.promotion}`,
      ),
    );
    for (const { line } of byVariant) await takeStock(tx, line);
    await tx.delete(basketItems).where(
      and(
        eq(basketItems.sessionId, sessionId),
        inArray(
          basketItems.id,
          basket.lines.map((l) => l.stored.id),
        ),
      ),
    );
    await tx.delete(basketServices).where(eq(basketServices.sessionId, sessionId));
    if (stored.voucherCode) await saveCheckout(tx, sessionId, { voucherCode: null });
    if (customer) {
      // the billing address of an order becomes the account's for future orders (customer-and-content S6)
      await tx
        .update(customers)
        .set({ billingAddress: stored.billingAddress })
        .where(eq(customers.id, customer.id));
      await issueInvoice(tx, {
        customerId: customer.id,
        orderId: order.id,
        amountCents: totals.totalCents,
        currency: order.currency,
        paidWith: checkout.paymentMethod,
        issuedOn: viennaDay(now),
      });
    }
    return { order, repeated: false };
  });
}

/**
 * Locks the basket's sizes (sorted, so two orders never wait on each other crosswise) and reads
 * their prices from the shop currency's list.
 */
async function lockSizes(tx: Database, lines: readonly BasketLine[], currency: Currency) {
  const rows = await tx
    .select({
      id: variants.id,
      promotion: variants.promotion,
      stock: variants.stock,
      priceCents: variants.priceCents,
      saleReductionCents: variants.saleReductionCents,
      availabilityState: variants.availabilityState,
    })
    .from(variants)
    .where(
      or(
        ...lines.map((l) =>
          and(eq(variants.id, l.stored.variantId), eq(variants.promotion, l.stored.promotion)),
        ),
      ),
    )
    .orderBy(asc(variants.id), asc(variants.promotion))
    .for('update');
  const locked = new Map(rows.map((r) => [`${r.id}|${r.promotion}`, r]));
  if (currency === 'EUR') return locked;
  // the shop's own price list: a size without a price in it cannot be sold there
  const prices = await tx
    .select()
    .from(variantPrices)
    .where(
      and(
        eq(variantPrices.currency, currency),
        or(
          ...lines.map((l) =>
            and(
              eq(variantPrices.variantId, l.stored.variantId),
              eq(variantPrices.promotion, l.stored.promotion),
            ),
          ),
        ),
      ),
    );
  const priced = new Map(prices.map((p) => [`${p.variantId}|${p.promotion}`, p]));
  const inList = new Map<string, (typeof rows)[number]>();
  for (const [key, row] of locked) {
    const price = priced.get(key);
    if (price)
      inList.set(key, { ...row, priceCents: price.priceCents, saleReductionCents: price.saleReductionCents });
  }
  return inList;
}

/** Takes the line's pieces from stock; the last piece marks the size sold out. */
async function takeStock(tx: Database, line: BasketLine): Promise<void> {
  const quantity = line.stored.quantity;
  await tx
    .update(variants)
    .set({
      stock: sql`${variants.stock} - ${quantity}`,
      availabilityState: sql`case when ${variants.stock} - ${quantity} <= 0 then 'outsold' else ${variants.availabilityState} end`,
    })
    .where(and(eq(variants.id, line.stored.variantId), eq(variants.promotion, line.stored.promotion)));
}

/**
 * The basket's limits again on the locked basket (spec S5): one free gift of one piece, an article's
 * pieces over its sizes within its limit, the basket within its size. Every change of the basket
 * keeps them; an order does not rely on that.
 */
function assertWithinBasketLimits(
  lines: readonly BasketLine[],
  values: ReturnType<typeof basketValuesOf>,
): void {
  const gifts = lines.filter((l) => l.product.isFreeGift);
  if (gifts.length > 1 || gifts.some((l) => l.stored.quantity > 1))
    throw new CheckoutError('MORE_THAN_ONE_FREE_GIFT');
  const articles = new Map<string, number>();
  for (const l of lines) {
    const key = `${l.product.id}|${l.stored.promotion}`;
    const pieces = (articles.get(key) ?? 0) + l.stored.quantity;
    articles.set(key, pieces);
    const displayNumber = toDisplayNumber(l.product.id, l.stored.promotion);
    if (l.product.quantityLimit !== null && pieces > l.product.quantityLimit)
      throw new CheckoutError('ATB_QUANTITY_LIMIT_EXCEEDED', { quantityLimit: l.product.quantityLimit });
    if (l.product.quantityLimit === null && pieces > values.maxPiecesPerArticle)
      throw new CheckoutError('QUANTITY_LIMIT_EXCEEDED', {
        quantityLimit: values.maxPiecesPerArticle,
        displayNumber,
      });
  }
  if (lines.reduce((sum, l) => sum + l.stored.quantity, 0) > values.basketMaxItems)
    throw new CheckoutError('BASKET_MAX_ITEMS', { basketMaxItems: values.basketMaxItems });
}
