import type { Database } from '@/server/db/client';
import { orderSurveys } from '@/server/db/schema';
import type { ShopperSessionAccess } from '@/server/session/shopper-session';
import { CheckoutError } from '@/server/checkout/checkout-error';
import { loadSessionOrder } from './load-order';

export interface OrderSurveyAnswer {
  orderNumber: string;
  /** 0 'definitely not recommend' … 10 'definitely recommend' */
  score: number;
  comment: string;
}

export const SURVEY_COMMENT_MAX = 2000;

/** Stores the thanks page's NPS answer for an order of the caller's session, once per order. */
export async function submitOrderSurvey(
  db: Database,
  session: ShopperSessionAccess,
  answer: OrderSurveyAnswer,
): Promise<{ orderNumber: string; score: number }> {
  const order = await loadSessionOrder(db, await session.currentId(), answer.orderNumber);
  if (!order) throw new CheckoutError('ORDER_NOT_FOUND');
  const saved = await db
    .insert(orderSurveys)
    .values({ orderId: order.id, score: answer.score, comment: answer.comment.trim() })
    .onConflictDoNothing()
    .returning({ score: orderSurveys.score });
  if (saved.length === 0) throw new CheckoutError('ORDER_SURVEY_ALREADY_ANSWERED');
  return { orderNumber: order.orderNumber, score: answer.score };
}
