import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orderLines, orders, shipments } from '@/server/db/schema';

/** The account shows the orders of the last 12 months (customer-and-content S9). */
export const ORDER_HISTORY_MONTHS = 12;

export interface OrderSummary {
  orderNumber: string;
  placedAt: Date;
  totalCents: number;
  paymentMethod: string;
  itemCount: number;
  /** the first ordered names, for the list */
  names: string[];
  /** parcels by their latest state */
  parcels: { parcelIndex: number; status: string }[];
}

/** The first moment of the order history the account shows. */
export function orderHistoryStart(now: Date): Date {
  const since = new Date(now);
  since.setMonth(since.getMonth() - ORDER_HISTORY_MONTHS);
  return since;
}

/** A customer's orders of the last 12 months, newest first; only ever their own. */
export async function listCustomerOrders(
  db: Database,
  customerId: string,
  now: Date = new Date(),
): Promise<OrderSummary[]> {
  const since = orderHistoryStart(now);
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      placedAt: orders.placedAt,
      totalCents: orders.totalCents,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), gte(orders.placedAt, since)))
    .orderBy(desc(orders.placedAt))
    .limit(200);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, parcels] = await Promise.all([
    db
      .select({
        orderId: orderLines.orderId,
        name: orderLines.name,
        quantity: orderLines.quantity,
        position: orderLines.position,
      })
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(orderLines.orderId, orderLines.position),
    db
      .select({ orderId: shipments.orderId, parcelIndex: shipments.parcelIndex, status: shipments.status })
      .from(shipments)
      .where(inArray(shipments.orderId, ids))
      .orderBy(shipments.orderId, sql`${shipments.parcelIndex}`),
  ]);
  return rows.map((r) => {
    const own = lines.filter((l) => l.orderId === r.id);
    return {
      orderNumber: r.orderNumber,
      placedAt: r.placedAt,
      totalCents: r.totalCents,
      paymentMethod: r.paymentMethod,
      itemCount: own.reduce((s, l) => s + l.quantity, 0),
      names: own.map((l) => l.name),
      parcels: parcels
        .filter((p) => p.orderId === r.id)
        .map(({ parcelIndex, status }) => ({ parcelIndex, status })),
    };
  });
}
