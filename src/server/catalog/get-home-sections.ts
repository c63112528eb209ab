import 'server-only';
import { navigationTree } from '@/lib/category/tree';
import type { Database } from '@/server/db/client';
import type { ProductImage } from '@/server/db/schema/catalog';
import { CATEGORY_TREE } from './category-tree-data';
import { listCategoryProducts } from './list-category-products';

export interface HomeSection {
  id: string;
  name: string;
  path: string;
  image: ProductImage | null;
  productCount: number;
  children: { id: string; name: string; path: string }[];
}

/** The top-level sections for the homepage, each shown with its top seller's image. */
export async function getHomeSections(db: Database): Promise<HomeSection[]> {
  const sections = navigationTree(CATEGORY_TREE, { includeContentTitles: false });
  return Promise.all(
    sections.map(async (section) => {
      const { total, tiles } = await listCategoryProducts(db, section.id, {
        sort: 'sortKey',
        limit: 1,
        offset: 0,
      });
      return {
        id: section.id,
        name: section.title ?? section.name,
        path: section.path,
        image: tiles[0]?.image ?? null,
        productCount: total,
        children: (section.children ?? [])
          .slice(0, 6)
          .map((c) => ({ id: c.id, name: c.title ?? c.name, path: c.path })),
      };
    }),
  );
}
