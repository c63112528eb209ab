import { createCategoryIndex } from '@/lib/category/tree';
import { CATEGORY_TREE } from './category-tree-data';

/** The shop's category tree, indexed once per process (it is static data shipped with the app). */
export const categoryIndex = createCategoryIndex(CATEGORY_TREE);

export type BreadcrumbEntry = ReturnType<typeof categoryIndex.ancestors>[number];

/** Breadcrumb from the top category down to this one; names use the display title when set. */
export function breadcrumbFor(categoryId: string): BreadcrumbEntry[] {
  return categoryIndex.ancestors(categoryId);
}
