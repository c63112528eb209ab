import { localiseTree } from '@/lib/catalog-i18n/localise-tree';
import { createCategoryIndex, type CategoryIndex } from '@/lib/category/tree';
import type { Locale } from '@/lib/shop/shop';
import { catalogTextsFor } from './catalog-texts';
import { CATEGORY_TREE } from './category-tree-data';

/** The German tree with the specification's paths: the seed and every de-* shop use it. */
export const categoryIndex = createCategoryIndex(CATEGORY_TREE);

const byLocale = new Map<Locale, CategoryIndex>();

/**
 * The category tree of a locale, indexed once per process (static data shipped with the app): the
 * same ids everywhere, names and (outside German) paths in the locale's language.
 */
export function categoryIndexFor(locale: Locale): CategoryIndex {
  let index = byLocale.get(locale);
  if (!index) {
    index =
      locale === 'de-AT' || locale === 'de-DE'
        ? categoryIndex
        : createCategoryIndex(localiseTree(CATEGORY_TREE, catalogTextsFor(locale)));
    byLocale.set(locale, index);
  }
  return index;
}

export type BreadcrumbEntry = ReturnType<CategoryIndex['ancestors']>[number];

/** Breadcrumb from the top category down to this one; names use the display title when set. */
export function breadcrumbFor(locale: Locale, categoryId: string): BreadcrumbEntry[] {
  return categoryIndexFor(locale).ancestors(categoryId);
}

/**
 * The path of a category named by its German path (the specification's tree) in a locale; links
 * the code sets to fixed categories go through this. The German path for an unknown category.
 */
export function categoryPathIn(locale: Locale, germanPath: string): string {
  const id = categoryIndex.byPath(germanPath)?.id;
  return (id && categoryIndexFor(locale).byId(id)?.path) || germanPath;
}
