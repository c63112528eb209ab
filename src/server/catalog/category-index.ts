import { createCategoryIndex } from '@/lib/category/tree';
import { CATEGORY_TREE } from './category-tree-data';

/** The shop's category tree, indexed once per process (it is static data shipped with the app). */
export const categoryIndex = createCategoryIndex(CATEGORY_TREE);

export interface BreadcrumbEntry {
  id: string;
  name: string;
  path: string;
}

/** Breadcrumb from the top category down to this one; names use the display title when set. */
export function breadcrumbFor(categoryId: string): BreadcrumbEntry[] {
  return categoryIndex.ancestors(categoryId).map((node) => {
    const full = categoryIndex.byId(node.id);
    return { id: node.id, name: full?.title ?? full?.name ?? node.name, path: full?.path ?? '' };
  });
}
