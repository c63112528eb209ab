import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orders, shipments } from '@/server/db/schema';

export interface CurrentDelivery {
  orderNumber: string;
  parcelIndex: number;
  parcelNumber: string;
  carrier: string;
  status: string;
  /** the latest event's time */
  updatedAt: string;
}

/** The customer's parcels on their way (the overview's 'current deliveries' slider). */
export async function listCurrentDeliveries(db: Database, customerId: string): Promise<CurrentDelivery[]> {
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      parcelIndex: shipments.parcelIndex,
      parcelNumber: shipments.parcelNumber,
      carrier: shipments.carrier,
      status: shipments.status,
      events: shipments.events,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(orders.customerId, customerId), ne(shipments.status, 'delivered')))
    .orderBy(asc(orders.placedAt), asc(shipments.parcelIndex))
    .limit(20);
  return rows.map(({ events, ...r }) => ({ ...r, updatedAt: events.at(-1)?.at ?? '' }));
}
