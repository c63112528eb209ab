import 'server-only';
import {
  contentTitleGroups,
  navigationChildren,
  normaliseCategoryPath,
  visualCategoryTiles,
  type ContentTitleGroup,
} from '@/lib/category/tree';
import type { CategoryNode } from '@/lib/category/types';
import type { FilterSelection } from '@/lib/listing/filter-selection';
import { headlineFromSelection } from '@/lib/listing/headline-from-selection';
import { CHUNK_SIZE, pageCountOf } from '@/lib/listing/pagination';
import type { ProductSort } from '@/lib/listing/product-sort';
import type { Database } from '@/server/db/client';
import { getListing, type Listing } from '@/server/listing/get-listing';
import { categoryScope } from '@/server/listing/listing-scope-for-path';
import type { ProductImage } from '@/server/db/schema/catalog';
import { getListingContent, type ListingContent } from '@/server/content/get-listing-content';
import { getKeyedImages } from '@/server/content/get-keyed-images';
import type { Media } from '@/cms/payload-types';
import { logger } from '@/server/logger';
import { CACHE_TAGS, categoryTag } from '@/server/cache-tags';
import { databaseKey } from '@/server/db/database-key';
import { cached } from '@/server/tagged-cache';

const TEN_MINUTES = 10 * 60 * 1000;
import { breadcrumbFor, categoryIndexFor, type BreadcrumbEntry } from './category-index';
import { listCategoryProducts } from './list-category-products';
import type { ShopConfig } from '@/lib/shop/shop';
import { catalogLanguage } from '@/lib/catalog-i18n/catalog-language';
import { catalogTextsFor } from './catalog-texts';

export interface VisualCategoryTile {
  id: string;
  name: string;
  path: string;
  /** the editors' image under visualCategories.{id}, shown before the best seller's */
  media: Media | null;
  image: ProductImage | null;
}

export interface CategoryPage {
  shop: ShopConfig;
  category: CategoryNode;
  headline: string;
  breadcrumb: BreadcrumbEntry[];
  children: CategoryNode[];
  visualTiles: VisualCategoryTile[];
  contentGroups: ContentTitleGroup[];
  /** first chunk of the page; the second chunk loads as the shopper scrolls */
  listing: Listing;
  content: ListingContent;
  page: number;
  pageCount: number;
}

export interface CategoryPageRequest {
  selection: FilterSelection;
  sort: ProductSort;
  page: number;
  pinnedProductIds: string[];
  /** search mode (S2.3): only the category's products that the term finds */
  searchTerm: string | null;
}

/** A category listing page by URL path; null when no category has that path. */
export async function getCategoryPage(
  db: Database,
  shop: ShopConfig,
  rawPath: string,
  request: CategoryPageRequest,
): Promise<CategoryPage | null> {
  const index = categoryIndexFor(shop.locale);
  const category = index.byPath(normaliseCategoryPath(rawPath));
  if (!category) return null;
  // the first chunk of page p is chunk page 2p − 1 of 36 items
  const [listing, bestSellerTiles, content, keyedImages] = await Promise.all([
    getListing(db, {
      shop,
      scope: await categoryScope(db, shop, category.id, request.searchTerm),
      selection: request.selection,
      sort: request.sort,
      page: request.page * 2 - 1,
      itemsPerPage: CHUNK_SIZE,
      pinnedProductIds: request.page === 1 ? request.pinnedProductIds : [],
    }),
    cached(
      `visual-tiles:${databaseKey(db)}:${shop.locale}:${category.id}`,
      [CACHE_TAGS.catalog, categoryTag(category.id)],
      TEN_MINUTES,
      () => loadVisualTiles(db, shop, category),
    ),
    getListingContent(shop, category.id),
    getKeyedImages(shop),
  ]);
  const visualTiles = withEditorsImages(bestSellerTiles, keyedImages);
  const pageCount = pageCountOf(listing.totalItemsCount);
  return {
    shop,
    category,
    headline: catalogTextsFor(shop.locale).german(
      headlineFromSelection(
        catalogLanguage(shop.locale),
        content.categoryTitle ?? category.title ?? category.name,
        listing.activeFilters,
      ),
    ),
    breadcrumb: breadcrumbFor(shop.locale, category.id),
    children: navigationChildren(category, { includeContentTitles: false }),
    visualTiles,
    contentGroups: contentTitleGroups(category),
    listing,
    content,
    page: request.page,
    pageCount,
  };
}

/** Visual category tiles (S2.3) with the top seller's image of each category (null: none). */
async function loadVisualTiles(
  db: Database,
  shop: ShopConfig,
  category: CategoryNode,
): Promise<VisualCategoryTile[]> {
  const nodes = visualCategoryTiles(categoryIndexFor(shop.locale), category);
  const tops = await Promise.all(
    nodes.map((n) => listCategoryProducts(db, shop, n.id, { sort: 'sortKey', limit: 1 })),
  );
  return nodes.map((node, i) => ({
    id: node.id,
    name: node.title ?? node.name,
    path: node.path,
    media: null,
    image: tops[i]?.tiles[0]?.image ?? null,
  }));
}

/**
 * The tiles with the editors' images stored under visualCategories.{id}; a tile without that
 * image shows its best seller's, and without either it is left out with the spec's warning.
 */
function withEditorsImages(
  tiles: readonly VisualCategoryTile[],
  images: ReadonlyMap<string, Media>,
): VisualCategoryTile[] {
  return tiles.flatMap((tile) => {
    const media = images.get(`visualCategories.${tile.id}`) ?? null;
    if (!media && !tile.image) {
      logger.warn(
        { issueLevel: 'Business', categoryId: tile.id },
        `Visual Category without image detected: create the image 'visualCategories.${tile.id}'`,
      );
      return [];
    }
    return [{ ...tile, media }];
  });
}
