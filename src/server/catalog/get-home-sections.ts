import 'server-only';
import { navigationTree } from '@/lib/category/tree';
import type { Database } from '@/server/db/client';
import type { ProductImage } from '@/server/db/schema/catalog';
import type { ShopConfig } from '@/lib/shop/shop';
import { categoryIndexFor } from './category-index';
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
export async function getHomeSections(db: Database, shop: ShopConfig): Promise<HomeSection[]> {
  const sections = navigationTree(categoryIndexFor(shop.locale).roots(), { includeContentTitles: false });
  const results = await Promise.all(
    sections.map((section) => listCategoryProducts(db, shop, section.id, { sort: 'sortKey', limit: 8 })),
  );
  // sections share products (SALE and Inspirationen hold Mode products): show a different one each
  const used = new Set<string>();
  return sections.map((section, i) => {
    const { total, tiles } = results[i]!;
    const tile = tiles.find((t) => !used.has(t.masterKey)) ?? tiles[0];
    if (tile) used.add(tile.masterKey);
    return {
      id: section.id,
      name: section.title ?? section.name,
      path: section.path,
      image: tile?.image ?? null,
      productCount: total,
      children: (section.children ?? [])
        .slice(0, 6)
        .map((c) => ({ id: c.id, name: c.title ?? c.name, path: c.path })),
    };
  });
}
