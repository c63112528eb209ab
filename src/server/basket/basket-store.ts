import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { basketItems, basketServices } from '@/server/db/schema';

export interface StoredBasketItem {
  id: string;
  productId: string;
  variantId: string;
  promotion: string;
  quantity: number;
  /** the delivery state last shown for this line; null until shown */
  seenDeliveryState: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Runs a basket's check-then-write in one transaction with the session row locked: concurrent
 * changes of the same basket (six tabs adding at once) are checked one after the other, each against
 * what the one before wrote, so no limit can be passed together.
 */
export async function withLockedBasket<T>(
  db: Database,
  sessionId: string,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`select id from shopper_sessions where id = ${sessionId} for update`);
    return work(tx);
  });
}

/** The session's basket lines in the order they were added. */
export async function listBasketItems(db: Database, sessionId: string): Promise<StoredBasketItem[]> {
  return db
    .select({
      id: basketItems.id,
      productId: basketItems.productId,
      variantId: basketItems.variantId,
      promotion: basketItems.promotion,
      quantity: basketItems.quantity,
      seenDeliveryState: basketItems.seenDeliveryState,
    })
    .from(basketItems)
    .where(eq(basketItems.sessionId, sessionId))
    .orderBy(asc(basketItems.addedAt), asc(basketItems.id));
}

/** Adds pieces of a size; a size already in the basket gets the pieces added to its line. Answers the line. */
export async function addBasketPieces(
  db: Database,
  sessionId: string,
  item: Omit<StoredBasketItem, 'id'>,
): Promise<StoredBasketItem> {
  const [row] = await db
    .insert(basketItems)
    .values({ sessionId, ...item })
    .onConflictDoUpdate({
      target: [basketItems.sessionId, basketItems.variantId, basketItems.promotion],
      set: { quantity: sql`${basketItems.quantity} + ${item.quantity}` },
    })
    .returning({
      id: basketItems.id,
      productId: basketItems.productId,
      variantId: basketItems.variantId,
      promotion: basketItems.promotion,
      quantity: basketItems.quantity,
      seenDeliveryState: basketItems.seenDeliveryState,
    });
  if (!row) throw new Error('basket insert returned no row');
  return row;
}

/** Remembers the delivery states the shopper has now been shown, per line. */
export async function markDeliveryStatesSeen(
  db: Database,
  sessionId: string,
  seen: readonly { itemKey: string; state: string }[],
): Promise<void> {
  for (const { itemKey, state } of seen)
    await db
      .update(basketItems)
      .set({ seenDeliveryState: state })
      .where(and(eq(basketItems.id, itemKey), eq(basketItems.sessionId, sessionId)));
}

export async function setBasketItemQuantity(
  db: Database,
  sessionId: string,
  itemKey: string,
  quantity: number,
): Promise<void> {
  await db
    .update(basketItems)
    .set({ quantity })
    .where(and(eq(basketItems.id, itemKey), eq(basketItems.sessionId, sessionId)));
}

export async function removeBasketItem(db: Database, sessionId: string, itemKey: string): Promise<boolean> {
  if (!UUID.test(itemKey)) return false;
  const removed = await db
    .delete(basketItems)
    .where(and(eq(basketItems.id, itemKey), eq(basketItems.sessionId, sessionId)))
    .returning({ id: basketItems.id });
  return removed.length > 0;
}

export async function getDisposalServicePieces(db: Database, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ pieces: basketServices.disposalServicePieces })
    .from(basketServices)
    .where(eq(basketServices.sessionId, sessionId));
  return row?.pieces ?? 0;
}

export async function setDisposalServicePieces(
  db: Database,
  sessionId: string,
  pieces: number,
): Promise<void> {
  await db
    .insert(basketServices)
    .values({ sessionId, disposalServicePieces: pieces })
    .onConflictDoUpdate({ target: basketServices.sessionId, set: { disposalServicePieces: pieces } });
}
