import 'server-only';
import { cache } from 'react';
import { CACHE_TAGS } from '@/server/cache-tags';
import { getDb } from '@/server/db';
import { databaseKey } from '@/server/db/database-key';
import { cached } from '@/server/tagged-cache';
import type { ShopConfig } from '@/lib/shop/shop';
import { catalogTextsFor } from './catalog-texts';
import { getProductDetail } from './get-product-detail';
import { localiseProduct } from './localise-product';

/** Product pages may show availability up to this old; the basket checks stock when adding. */
const PRODUCT_TTL_MS = 60_000;

/**
 * The product of a page request, loaded once for metadata and page together and shared between
 * requests for a minute under the catalog tag (an unknown id too, so that floods of bad ids stay cheap).
 */
export const getProductForPage = cache(async (shop: ShopConfig, id: string) => {
  const db = await getDb();
  if (!/^\d{6}$/.test(id)) return null;
  const product = await cached(`product:${databaseKey(db)}:${id}`, [CACHE_TAGS.catalog], PRODUCT_TTL_MS, () =>
    getProductDetail(db, id),
  );
  return product ? localiseProduct(product, catalogTextsFor(shop.locale)) : null;
});
