import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orderLines, orders, returnItems } from '@/server/db/schema';

export interface ReturnSummary {
  orderNumber: string;
  linePosition: number;
  name: string;
  color: string;
  size: string;
  quantity: number;
  status: string;
  registeredAt: Date;
  receivedAt: Date | null;
  refundedAt: Date | null;
  refundCents: number;
}

/** The customer's returned pieces with their status (the returns overview and 'Retourenstatus'). */
export async function listCustomerReturns(db: Database, customerId: string): Promise<ReturnSummary[]> {
  return db
    .select({
      orderNumber: orders.orderNumber,
      linePosition: returnItems.linePosition,
      name: orderLines.name,
      color: orderLines.color,
      size: orderLines.size,
      quantity: returnItems.quantity,
      status: returnItems.status,
      registeredAt: returnItems.registeredAt,
      receivedAt: returnItems.receivedAt,
      refundedAt: returnItems.refundedAt,
      refundCents: returnItems.refundCents,
    })
    .from(returnItems)
    .innerJoin(orders, eq(orders.id, returnItems.orderId))
    .innerJoin(
      orderLines,
      and(eq(orderLines.orderId, returnItems.orderId), eq(orderLines.position, returnItems.linePosition)),
    )
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(returnItems.registeredAt))
    .limit(200);
}
