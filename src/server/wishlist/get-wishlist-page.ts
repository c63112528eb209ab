import 'server-only';
import { ratingIn, type ProductDetail } from '@/server/catalog/product-detail';
import type { Database } from '@/server/db/client';
import type { ShopConfig } from '@/lib/shop/shop';
import type { ProductTile } from '@/server/listing/load-tiles';
import { currentSessionId } from '@/server/session/current-session';
import { loadWishlist } from './load-wishlist';

export interface WishlistPageItem {
  itemKey: string;
  tile: ProductTile;
}

/** The visitor's wishlist as listing tiles, the latest first; empty without a session. */
export async function getWishlistPage(db: Database, shop: ShopConfig): Promise<WishlistPageItem[]> {
  const items = await loadWishlist(db, shop, await currentSessionId(db, shop));
  return items.map(({ itemKey, product }) => ({ itemKey, tile: tileOf(product, shop.code) }));
}

/** The saved colour as a tile (a listing tile shows the style's first colour instead). */
function tileOf(detail: ProductDetail, shopCode: string): ProductTile {
  const { color } = detail;
  const rating = ratingIn(detail, shopCode);
  return {
    id: detail.id,
    masterKey: detail.masterKey,
    name: detail.name,
    brandId: detail.brand.id,
    brandName: detail.brand.name,
    brandImage: detail.brand.image,
    flag: detail.flag,
    salesUnit: detail.salesUnit,
    heatDegree: detail.heatDegree,
    ratingTenths: rating.tenths,
    ratingCount: rating.count,
    priceMin: color.priceMin,
    priceMax: color.priceMax,
    priceOld: color.priceOld,
    savingMin: color.savingMin,
    savingMax: color.savingMax,
    outsold: color.outsold,
    image: color.images[0] ?? null,
    colors: detail.colors.map((c) => ({ id: c.productId, code: c.code, label: c.label })),
  };
}
