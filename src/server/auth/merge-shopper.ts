import { sql } from 'drizzle-orm';
import { BASKET_VALUES } from '@/lib/basket/basket-constants';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { mergeBasketLines, type MergeLine } from '@/lib/basket/merge-basket-lines';

/**
 * On login, the anonymous session's wishlist and basket move to the customer's: saved products are
 * added (the customer's own stay), basket lines join under the add-to-basket rules
 * (`mergeBasketLines`: the article's limit, the basket's size, one free gift), the disposal service keeps the larger
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
      await mergeBaskets(tx as unknown as Database, anonymousId, customerShopperId);
      await tx.execute(sql`
        insert into basket_services (session_id, disposal_service_pieces)
        select ${customerShopperId}, disposal_service_pieces from basket_services where session_id = ${anonymousId}
        on conflict (session_id) do update
          set disposal_service_pieces = greatest(basket_services.disposal_service_pieces, excluded.disposal_service_pieces)`);
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

/** The anonymous basket's lines into the customer's, as far as they fit (both sessions locked). */
async function mergeBaskets(tx: Database, anonymousId: string, customerShopperId: string): Promise<void> {
  const rows = rowsOf<{
    id: string;
    session_id: string;
    product_id: string;
    variant_id: string;
    promotion: string;
    quantity: number;
    is_free_gift: boolean;
    quantity_limit: number | null;
  }>(
    await tx.execute(sql`
      select b.id, b.session_id, b.product_id, b.variant_id, b.promotion, b.quantity, s.is_free_gift, s.quantity_limit
        from basket_items b
        join products p on p.id = b.product_id
        join styles s on s.master_key = p.master_key
       where b.session_id in (${anonymousId}, ${customerShopperId})
       order by b.added_at, b.id`),
  );
  const line = (r: (typeof rows)[number]): MergeLine => ({
    id: r.id,
    productId: r.product_id,
    variantId: r.variant_id,
    promotion: r.promotion,
    quantity: r.quantity,
    isFreeGift: r.is_free_gift,
    quantityLimit: r.quantity_limit,
  });
  const plan = mergeBasketLines(
    rows.filter((r) => r.session_id === customerShopperId).map(line),
    rows.filter((r) => r.session_id === anonymousId).map(line),
    BASKET_VALUES,
  );
  for (const { id, quantity } of plan.raise)
    await tx.execute(sql`update basket_items set quantity = ${quantity} where id = ${id}`);
  for (const { id, quantity } of plan.move)
    await tx.execute(
      sql`update basket_items set session_id = ${customerShopperId}, quantity = ${quantity} where id = ${id}`,
    );
}
