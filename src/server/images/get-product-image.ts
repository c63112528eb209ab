import 'server-only';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { isProductType } from '@/lib/product-type';
import type { Database } from '@/server/db/client';
import { products, styles } from '@/server/db/schema/catalog';
import { PRODUCT_TEMPLATES } from '@/server/db/seed/assortment-data';
import { renderProductSvg } from './render-product-svg';
import { isSilhouetteKey } from './silhouettes';

const HASH = /^(\d{6})-(\d{1,2})$/;
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

/** Rendered images by hash, width and quality: an in-process cache only (the CDN caches for real). */
const cache = new Map<string, Buffer>();
let cacheBytes = 0;

export interface ImageRequest {
  hash: string;
  width: number;
  quality: number;
}

/**
 * The product image for a hash ('{productId}-{index}'): the product type's silhouette in the
 * product's colour, as WebP of the requested width (aspect 1390:1860). Null for an unknown hash.
 */
export async function getProductImage(db: Database, req: ImageRequest): Promise<Buffer | null> {
  const match = HASH.exec(req.hash);
  if (!match) return null;
  const key = `${req.hash}:${req.width}:${req.quality}`;
  const cached = cache.get(key);
  if (cached) return cached;

  const [row] = await db
    .select({ colorCode: products.colorCode, productType: styles.productType, images: products.images })
    .from(products)
    .innerJoin(styles, eq(styles.masterKey, products.masterKey))
    .where(eq(products.id, match[1]!))
    .limit(1);
  const index = Number(match[2]);
  if (!row || !row.images.some((i) => i.hash === req.hash)) return null;

  const template = isProductType(row.productType) ? PRODUCT_TEMPLATES[row.productType] : undefined;
  const silhouette = template && isSilhouetteKey(template.silhouette) ? template.silhouette : 'generic';
  const svg = renderProductSvg({ silhouette, color: row.colorCode, variant: index });
  const height = Math.round((req.width * 1860) / 1390);
  const buffer = await sharp(Buffer.from(svg), { density: 72 })
    .resize(req.width, height, { fit: 'cover' })
    .webp({ quality: req.quality })
    .toBuffer();
  remember(key, buffer);
  return buffer;
}

function remember(key: string, buffer: Buffer) {
  cache.set(key, buffer);
  cacheBytes += buffer.length;
  while (cacheBytes > MAX_CACHE_BYTES) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cacheBytes -= cache.get(oldest)?.length ?? 0;
    cache.delete(oldest);
  }
}
