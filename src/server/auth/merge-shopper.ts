import { sql } from 'drizzle-orm';
import { BASKET_VALUES } from '@/lib/basket/basket-constants';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';

/**
 * On login, the anonymous session's wishlist and basket move to the customer's: saved products are
 * added (the customer's own stay), basket sizes are added to the same size's quantity (capped at the
 * pieces per article), of two free gifts the earlier stays, the disposal service keeps the larger
 * booking, a linked loyalty number replaces the customer's. The anonymous session then
 * loses its token, so its cookie opens nothing any more; its guest orders keep pointing to it.
 * Returns the pieces now in the customer's basket.
 */
export async function mergeShopper(db: Database, anonymousId: string | null, customerShopperId: string) {
  return db.transaction(async (tx) => {
    // both baskets locked (in one order, so two merges cannot deadlock), like every basket change
    await tx.execute(sql`select id from shopper_sessions
      where id in (${customerShopperId}, ${anonymousId ?? customerShopperId}) order by id for update`);
    if (anonymousId && anonymousId !== customerShopperId) {
      await tx.execute(sql`
        insert into wishlist_items (session_id, product_id, created_at)
        select ${customerShopperId}, product_id, created_at from wishlist_items where session_id = ${anonymousId}
        on conflict (session_id, product_id) do nothing`);
      await tx.execute(sql`
        insert into basket_items (session_id, product_id, variant_id, promotion, quantity, seen_delivery_state, added_at)
        select ${customerShopperId}, product_id, variant_id, promotion, quantity, seen_delivery_state, added_at
          from basket_items where session_id = ${anonymousId}
        on conflict (session_id, variant_id, promotion) do update
          set quantity = least(basket_items.quantity + excluded.quantity, ${BASKET_VALUES.maxPiecesPerArticle})`);
      await tx.execute(sql`
        insert into basket_services (session_id, disposal_service_pieces)
        select ${customerShopperId}, disposal_service_pieces from basket_services where session_id = ${anonymousId}
        on conflict (session_id) do update
          set disposal_service_pieces = greatest(basket_services.disposal_service_pieces, excluded.disposal_service_pieces)`);
      // one free gift per basket (spec S5): of two, the one added first stays
      await tx.execute(sql`
        delete from basket_items where id in (
          select b.id from basket_items b
            join products p on p.id = b.product_id
            join styles s on s.master_key = p.master_key
           where b.session_id = ${customerShopperId} and s.is_free_gift
           order by b.added_at, b.id offset 1)`);
      await tx.execute(sql`delete from wishlist_items where session_id = ${anonymousId}`);
      await tx.execute(sql`delete from basket_items where session_id = ${anonymousId}`);
      await tx.execute(sql`delete from basket_services where session_id = ${anonymousId}`);
      await tx.execute(sql`delete from checkouts where session_id = ${anonymousId}`);
      // a loyalty number linked before logging in goes with the shopper (the latest link wins)
      await tx.execute(sql`
        update shopper_sessions c set loyalty_number = a.loyalty_number
          from shopper_sessions a
         where c.id = ${customerShopperId} and a.id = ${anonymousId} and a.loyalty_number is not null`);
      await tx.execute(sql`update shopper_sessions set token_hash = null where id = ${anonymousId}`);
    }
    const [row] = rowsOf<{ pieces: number }>(
      await tx.execute(
        sql`select coalesce(sum(quantity), 0)::int as pieces from basket_items where session_id = ${customerShopperId}`,
      ),
    );
    return row?.pieces ?? 0;
  });
}
