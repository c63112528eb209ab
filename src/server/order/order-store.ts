import type { Attribution } from '@/lib/attribution/attribution-cookies';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Address } from '@/lib/checkout/address-rules';
import type { TotalLine } from '@/lib/basket/basket-totals';
import type { Database } from '@/server/db/client';
import { orderLines, orderNumberSeq, orders } from '@/server/db/schema';

export interface OrderLineRecord {
  productId: string;
  variantId: string;
  promotion: string;
  displayNumber: string;
  name: string;
  color: string;
  size: string;
  quantity: number;
  unitPriceCents: number;
  saleReductionCents: number;
  lineTotalCents: number;
  forwardingAgent: boolean;
}

export interface OrderRecord {
  id: string;
  orderNumber: string;
  email: string;
  billingAddress: Address;
  deliveryAddress: Address;
  deliveryMethod: string;
  paymentMethod: string;
  voucherCode: string | null;
  /** the loyalty-programme number linked when it was placed (its points go there) */
  loyaltyNumber: string | null;
  disposalServicePieces: number;
  totalLines: TotalLine[];
  totalCents: number;
  savingsCents: number;
  currency: string;
  /** the attribution cookies at placing, with Targeting consent; null without (decision 0021) */
  attribution: Attribution | null;
  placedAt: Date;
  lines: OrderLineRecord[];
}

export type NewOrder = Omit<OrderRecord, 'id' | 'orderNumber' | 'placedAt'> & {
  /** the shop the order is placed in */
  shopCode: string;
  sessionId: string;
  /** the logged-in customer who placed it; null for a guest */
  customerId: string | null;
  idempotencyKey: string;
};

const LINE_COLUMNS = {
  productId: orderLines.productId,
  variantId: orderLines.variantId,
  promotion: orderLines.promotion,
  displayNumber: orderLines.displayNumber,
  name: orderLines.name,
  color: orderLines.color,
  size: orderLines.size,
  quantity: orderLines.quantity,
  unitPriceCents: orderLines.unitPriceCents,
  saleReductionCents: orderLines.saleReductionCents,
  lineTotalCents: orderLines.lineTotalCents,
  forwardingAgent: orderLines.forwardingAgent,
};

/** Writes an order with its lines under the next order number; call inside the placing transaction. */
export async function insertOrder(db: Database, order: NewOrder): Promise<OrderRecord> {
  const { lines, ...head } = order;
  const [row] = await db
    .insert(orders)
    .values({ ...head, orderNumber: sql`nextval(${orderNumberSeq.seqName})::text` })
    .returning();
  if (!row) throw new Error('order insert returned no row');
  await db.insert(orderLines).values(lines.map((line, i) => ({ ...line, orderId: row.id, position: i + 1 })));
  return { ...recordOf(row), lines };
}

/** The session's order of an idempotency key, or of an order number; null when it has none. */
export async function findSessionOrder(
  db: Database,
  sessionId: string,
  by: { idempotencyKey: string } | { orderNumber: string },
): Promise<OrderRecord | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.sessionId, sessionId),
        'idempotencyKey' in by
          ? eq(orders.idempotencyKey, by.idempotencyKey)
          : eq(orders.orderNumber, by.orderNumber),
      ),
    );
  return row ? withLines(db, row) : null;
}

/** A customer's order by its number; null when it is not theirs. */
export async function findCustomerOrder(
  db: Database,
  customerId: string,
  orderNumber: string,
): Promise<OrderRecord | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.orderNumber, orderNumber)));
  return row ? withLines(db, row) : null;
}

async function withLines(db: Database, row: typeof orders.$inferSelect): Promise<OrderRecord> {
  const lines = await db
    .select(LINE_COLUMNS)
    .from(orderLines)
    .where(eq(orderLines.orderId, row.id))
    .orderBy(asc(orderLines.position));
  return { ...recordOf(row), lines };
}

function recordOf(row: typeof orders.$inferSelect): Omit<OrderRecord, 'lines'> {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    email: row.email,
    billingAddress: row.billingAddress,
    deliveryAddress: row.deliveryAddress,
    deliveryMethod: row.deliveryMethod,
    paymentMethod: row.paymentMethod,
    voucherCode: row.voucherCode,
    loyaltyNumber: row.loyaltyNumber ?? null,
    disposalServicePieces: row.disposalServicePieces,
    totalLines: row.totalLines,
    totalCents: row.totalCents,
    savingsCents: row.savingsCents,
    currency: row.currency,
    attribution: row.attribution ?? null,
    placedAt: row.placedAt,
  };
}
