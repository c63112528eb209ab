import type { CategoryNode } from '@/lib/category/types';
import type { CatalogTexts } from './catalog-language';
import { slugOf } from './catalog-language';

/** First path segments the app's own routes use; a category never takes one of them. */
const RESERVED = new Set([
  'p',
  'search',
  'basket',
  'wishlist',
  'checkout',
  'thanks',
  'customer',
  'contact',
  'support',
  'katalog',
  'newsletter',
  'optout',
  'email',
  'graphql',
  'api',
  'image',
  'brand',
  'sitemaps',
  'directorderform',
  'content',
  'inspiration',
  'outfit',
  'webview',
  'icons',
  '_next',
]);

/**
 * The category tree in a locale's language (decision 0012): German shops keep the specification's
 * German paths; other languages get names from the vocabulary and paths built from them, segment by
 * segment under the parent's localised path (unique among siblings). Ids stay the same in every
 * language, so products, filters and content refer to categories independently of the language.
 */
export function localiseTree(tree: readonly CategoryNode[], texts: CatalogTexts): CategoryNode[] {
  const keepPaths = texts.language === 'de';
  const visit = (nodes: readonly CategoryNode[], parentPath: string): CategoryNode[] => {
    const taken = new Set<string>();
    return nodes.map((node) => {
      const name = texts.term('categoryNames', node.name);
      const title = node.title === undefined ? undefined : texts.term('categoryNames', node.title);
      let path = node.path;
      if (!keepPaths) {
        const base = slugOf(name) || node.id;
        let segment = base;
        for (let n = 2; taken.has(segment) || (parentPath === '' && RESERVED.has(segment)); n++)
          segment = `${base}-${n}`;
        taken.add(segment);
        path = `${parentPath}/${segment}`;
      }
      const localised: CategoryNode = { ...node, name, path };
      if (title !== undefined) localised.title = title;
      else delete localised.title;
      if (node.children) localised.children = visit(node.children, path);
      return localised;
    });
  };
  return visit(tree, '');
}
