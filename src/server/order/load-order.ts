import type { Database } from '@/server/db/client';
import { findSessionOrder, type OrderRecord } from './order-store';

const ORDER_NUMBER = /^\d{8,12}$/;

/**
 * An order of the caller's session by its number (the thanks page); null for a malformed number
 * or an order of another session: nobody reads an order that is not theirs.
 */
export async function loadSessionOrder(
  db: Database,
  sessionId: string | null,
  orderNumber: string,
): Promise<OrderRecord | null> {
  if (!sessionId || !ORDER_NUMBER.test(orderNumber)) return null;
  return findSessionOrder(db, sessionId, { orderNumber });
}
