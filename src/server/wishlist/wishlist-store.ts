import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { products, wishlistItems } from '@/server/db/schema';

export interface WishlistEntry {
  id: string;
  productId: string;
}

/** Upper bound of a wishlist; a real list stays far below, a script filling it is stopped here. */
export const WISHLIST_MAX_ITEMS = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The session's wishlist, the most recently added item first. */
export async function listWishlist(db: Database, sessionId: string): Promise<WishlistEntry[]> {
  return db
    .select({ id: wishlistItems.id, productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.sessionId, sessionId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id))
    .limit(WISHLIST_MAX_ITEMS);
}

export type AddOutcome =
  { ok: true; entry: WishlistEntry } | { ok: false; reason: 'unknownProduct' | 'full' };

/**
 * Saves a product; saving one that is already on the list moves it to the top (the shopper's
 * latest intent) and answers the existing item. The size limit is soft under concurrent adds.
 */
export async function addWishlistEntry(
  db: Database,
  sessionId: string,
  productId: string,
): Promise<AddOutcome> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) return { ok: false, reason: 'unknownProduct' };
  const [existing] = await db
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.sessionId, sessionId), eq(wishlistItems.productId, productId)));
  if (
    !existing &&
    (await db.$count(wishlistItems, eq(wishlistItems.sessionId, sessionId))) >= WISHLIST_MAX_ITEMS
  )
    return { ok: false, reason: 'full' };
  const [row] = await db
    .insert(wishlistItems)
    .values({ sessionId, productId })
    .onConflictDoUpdate({
      target: [wishlistItems.sessionId, wishlistItems.productId],
      set: { createdAt: new Date() },
    })
    .returning({ id: wishlistItems.id, productId: wishlistItems.productId });
  if (!row) throw new Error('wishlist insert returned no row');
  return { ok: true, entry: row };
}

/** Removes an item of this session; null when the key is not an item of this session. */
export async function removeWishlistEntry(
  db: Database,
  sessionId: string,
  itemKey: string,
): Promise<string | null> {
  if (!UUID.test(itemKey)) return null;
  const [row] = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, itemKey), eq(wishlistItems.sessionId, sessionId)))
    .returning({ id: wishlistItems.id });
  return row?.id ?? null;
}
