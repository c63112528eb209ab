import 'server-only';
import { navigationChildren, normaliseCategoryPath } from '@/lib/category/tree';
import type { CategoryNode } from '@/lib/category/types';
import type { Database } from '@/server/db/client';
import { breadcrumbFor, categoryIndex, type BreadcrumbEntry } from './category-index';
import { listCategoryProducts, type ProductSort, type ProductTile } from './list-category-products';

export const PAGE_SIZE = 72;

export interface CategoryPage {
  category: CategoryNode;
  breadcrumb: BreadcrumbEntry[];
  children: CategoryNode[];
  total: number;
  page: number;
  pageCount: number;
  tiles: ProductTile[];
}

/**
 * A category listing page by URL path. Null when no category has that path, or when the page number
 * lies beyond the last page (both are 'not found' for the shopper).
 */
export async function getCategoryPage(
  db: Database,
  rawPath: string,
  opts: { page: number; sort: ProductSort },
): Promise<CategoryPage | null> {
  const category = categoryIndex.byPath(normaliseCategoryPath(rawPath));
  if (!category) return null;
  const { total, tiles } = await listCategoryProducts(db, category.id, {
    sort: opts.sort,
    limit: PAGE_SIZE,
    offset: (opts.page - 1) * PAGE_SIZE,
  });
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (opts.page > pageCount) return null;
  return {
    category,
    breadcrumb: breadcrumbFor(category.id),
    children: navigationChildren(category, { includeContentTitles: false }),
    total,
    page: opts.page,
    pageCount,
    tiles,
  };
}
