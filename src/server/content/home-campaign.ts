import 'server-only';
import type { HomePage, Media, Promotion } from '@/cms/payload-types';
import type { ShopConfig } from '@/lib/shop/shop';
import { categoryIndexFor } from '@/server/catalog/category-index';
import { catalogTextsFor } from '@/server/catalog/catalog-texts';
import { listCategoryProducts } from '@/server/catalog/list-category-products';
import type { Database } from '@/server/db/client';
import type { ProductImage } from '@/server/db/schema/catalog';
import { localiseTile } from '@/server/listing/localise-listing';
import { promotionView, type PromotionView } from './promotion-view';

/** A category tile of the home page: the editor's image, else the category's best seller. */
export interface HomeCategoryTile {
  id: string;
  name: string;
  path: string;
  media: Media | null;
  image: ProductImage | null;
}

/**
 * The home page's category tiles as the editors set them (unknown categories left out), each
 * with the editor's image or the category's best seller's; empty when the editors set none.
 */
export async function homeCategoryTiles(
  db: Database,
  shop: ShopConfig,
  home: HomePage | null,
): Promise<HomeCategoryTile[]> {
  const categories = categoryIndexFor(shop.locale);
  const texts = catalogTextsFor(shop.locale);
  const tiles = (home?.categoryTiles ?? []).flatMap((tile) => {
    const category = categories.byId(tile.categoryId);
    return category ? [{ tile, category }] : [];
  });
  return Promise.all(
    tiles.map(async ({ tile, category }) => {
      const media = tile.image && typeof tile.image === 'object' && tile.image.url ? tile.image : null;
      const best = media
        ? null
        : (await listCategoryProducts(db, shop, category.id, { sort: 'sortKey', limit: 1 })).tiles[0];
      return {
        id: category.id,
        name: tile.label?.trim() || category.title || category.name,
        path: category.path,
        media,
        image: best ? localiseTile(best, texts).image : null,
      };
    }),
  );
}

/** The home page's promotion carousel: its title and the cards that pass the spec's checks. */
export async function homePromotionCarousel(
  db: Database,
  shop: ShopConfig,
  home: HomePage | null,
  preview: boolean,
): Promise<{ title: string | null; cards: PromotionView[] }> {
  const promotions = (home?.promotionCarousel?.promotions ?? []).filter(
    (value): value is Promotion =>
      // null: a promotion deleted, or not published (published-relations.ts)
      value !== null &&
      typeof value === 'object' &&
      value.shops.includes(shop.code as never) &&
      (preview || value._status === 'published'),
  );
  const cards = await Promise.all(promotions.map((promotion) => promotionView(db, shop, promotion)));
  return {
    title: home?.promotionCarousel?.title?.trim() || null,
    cards: cards.filter((card) => card !== null),
  };
}
