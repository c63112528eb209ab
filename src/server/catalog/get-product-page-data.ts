import 'server-only';
import { cache } from 'react';
import { CACHE_TAGS, productTag } from '@/server/cache-tags';
import { getDb } from '@/server/db';
import { databaseKey } from '@/server/db/database-key';
import { cached } from '@/server/tagged-cache';
import type { ShopConfig } from '@/lib/shop/shop';
import { catalogTextsFor } from './catalog-texts';
import { getProductDetail } from './get-product-detail';
import { localiseProduct } from './localise-product';

/** A safety net only: a change of the product (or a sibling colour) drops it by its tag at once. */
const PRODUCT_TTL_MS = 10 * 60_000;

/**
 * The product of a page request, loaded once for metadata and page together and shared between
 * requests until the product's tag is invalidated (an unknown id too, so that floods of bad ids stay cheap).
 * Null for an unknown product and for one not published.
 */
export const getProductForPage = cache(async (shop: ShopConfig, id: string) => {
  const db = await getDb();
  if (!/^\d{6}$/.test(id)) return null;
  const product = await cached(
    `product:${databaseKey(db)}:${id}`,
    [CACHE_TAGS.catalog, productTag(id)],
    PRODUCT_TTL_MS,
    () => getProductDetail(db, id),
  );
  // a draft or a style taken offline has no page (decision 0040)
  return product?.published ? localiseProduct(product, catalogTextsFor(shop.locale)) : null;
});
