import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orderSurveys } from '@/server/db/schema';

/** Whether the order's survey was answered already (the thanks page then thanks instead of asking). */
export async function hasOrderSurvey(db: Database, orderId: string): Promise<boolean> {
  const rows = await db
    .select({ orderId: orderSurveys.orderId })
    .from(orderSurveys)
    .where(eq(orderSurveys.orderId, orderId));
  return rows.length > 0;
}
