import { getProductDetails } from '@/server/catalog/get-product-detail';
import type { ProductDetail } from '@/server/catalog/product-detail';
import type { Database } from '@/server/db/client';
import { listWishlist } from './wishlist-store';
import type { ShopConfig } from '@/lib/shop/shop';
import { localisedDetails } from '@/server/catalog/localised-details';

export interface LoadedWishlistItem {
  itemKey: string;
  product: ProductDetail;
}

/** The session's saved products, the latest first; products gone from the catalogue are left out. */
export async function loadWishlist(
  db: Database,
  shop: ShopConfig,
  sessionId: string | null,
): Promise<LoadedWishlistItem[]> {
  if (!sessionId) return [];
  const entries = await listWishlist(db, sessionId);
  const details = new Map(
    localisedDetails(
      shop,
      await getProductDetails(
        db,
        entries.map((e) => e.productId),
      ),
    ).map((d) => [d.id, d]),
  );
  return entries.flatMap((entry) => {
    const product = details.get(entry.productId);
    return product ? [{ itemKey: entry.id, product }] : [];
  });
}
