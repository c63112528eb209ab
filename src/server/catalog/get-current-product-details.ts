import { isTransaction } from '@/server/db/is-transaction';
import 'server-only';
import { inArray } from 'drizzle-orm';
import { CACHE_TAGS, productTag } from '@/server/cache-tags';
import type { Database } from '@/server/db/client';
import { databaseKey } from '@/server/db/database-key';
import { variants } from '@/server/db/schema/catalog';
import { cached, peekCached } from '@/server/tagged-cache';
import { getProductDetails } from './get-product-detail';
import type { ColorDetail, ProductDetail } from './product-detail';
import { PRODUCT_ID } from '@/lib/product-id';

/** The catalogue part of a product: dropped by its tag when it changes. */
const DETAIL_TTL_MS = 10 * 60_000;

/**
 * Products for the basket and the checkout: their catalogue part (texts, images, colours, sizes)
 * from the shared cache, loaded in one batch for those not cached, and their sizes' price, stock,
 * availability and delivery state read fresh in one query, since orders change stock all the time. Inside a
 * transaction everything is read fresh: what an order checks must be what it locks.
 */
export async function getCurrentProductDetails(
  db: Database,
  ids: readonly string[],
): Promise<ProductDetail[]> {
  const wanted = [...new Set(ids.filter((id) => PRODUCT_ID.test(id)))];
  if (wanted.length === 0) return [];
  // a transaction, typed as the Database it stands for (is-transaction.ts)
  if (isTransaction(db)) return getProductDetails(db, wanted);

  const key = (id: string) => `product-detail:${databaseKey(db)}:${id}`;
  const misses = wanted.filter((id) => !peekCached(key(id)));
  const batch =
    misses.length > 0
      ? getProductDetails(db, misses).then((list) => new Map(list.map((p) => [p.id, p])))
      : null;
  const [details, fresh] = await Promise.all([
    Promise.all(
      wanted.map((id) =>
        cached<ProductDetail | null>(
          key(id),
          [CACHE_TAGS.catalog, productTag(id)],
          DETAIL_TTL_MS,
          async () => (batch ? ((await batch).get(id) ?? null) : null),
        ),
      ),
    ),
    db
      .select({
        id: variants.id,
        promotion: variants.promotion,
        dimensionId: variants.dimensionId,
        priceCents: variants.priceCents,
        saleReductionCents: variants.saleReductionCents,
        availabilityState: variants.availabilityState,
        deliverabilityKey: variants.deliverabilityKey,
        isSubsequentDelivery: variants.isSubsequentDelivery,
        stock: variants.stock,
      })
      .from(variants)
      .where(inArray(variants.dimensionId, wanted)),
  ]);
  const now = new Map(fresh.map((v) => [`${v.dimensionId}|${v.promotion}|${v.id}`, v]));
  const current = (color: ColorDetail): ColorDetail => ({
    ...color,
    dimensions: color.dimensions.map((d) => ({
      ...d,
      variants: d.variants.map((v) => {
        const row = now.get(`${d.id}|${d.promotion}|${v.id}`);
        return row
          ? {
              ...v,
              priceCents: row.priceCents,
              saleReductionCents: row.saleReductionCents,
              stock: row.stock,
              availabilityState: row.availabilityState as typeof v.availabilityState,
              deliverabilityKey: row.deliverabilityKey,
              isSubsequentDelivery: row.isSubsequentDelivery,
            }
          : v;
      }),
    })),
  });
  return details.flatMap((product) => {
    if (!product) return [];
    // a style not published stays sold out whatever its sizes' stock (decision 0040)
    if (!product.published) return [product];
    const color = current(product.color);
    return [{ ...product, color, colors: product.colors.map((c) => (c === product.color ? color : c)) }];
  });
}
