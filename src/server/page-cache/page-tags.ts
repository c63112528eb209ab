import { pageTypeForPath } from '@/lib/page-type';
import type { ShopConfig } from '@/lib/shop/shop';
import { categoryIndexFor } from '@/server/catalog/category-index';
import {
  CACHE_TAGS,
  categoryTag,
  contentTag,
  isCacheTag,
  productTag,
  shopTag,
  styleTag,
  type CacheTag,
} from '@/server/cache-tags';

const EDITORIAL = /^\/((?:content|inspiration|outfit)\/[a-z0-9/-]{1,200})$/;
const PRODUCT = /^\/p\/(\d{6})$/;
/** a page naming more tags than this names its styles by the facet index instead (any change) */
const MAX_TAGS = 1000;

/**
 * What a page of this route shows besides what its render declared (render-tags.ts): the frame
 * (footer, error texts) and the shop on every page; the entity of the route (a product, a category,
 * an editorial page) and the content kinds its page type places. Every page carries the catalogue
 * and content tags, so a lost notification or a bulk change drops them all.
 */
export function routeTags(shop: ShopConfig, pathname: string): CacheTag[] {
  const tags: CacheTag[] = [
    CACHE_TAGS.catalog,
    CACHE_TAGS.content,
    shopTag(shop.code),
    contentTag('frame'),
    contentTag('errors'),
  ];
  if (pathname === '/')
    return [
      ...tags,
      contentTag('home'),
      contentTag('targeting'),
      contentTag('listings'),
      contentTag('media'),
    ];
  const product = PRODUCT.exec(pathname);
  if (product)
    return [...tags, productTag(product[1]!), contentTag('size-tables'), contentTag('product-content')];
  const editorial = EDITORIAL.exec(pathname);
  if (editorial) return [...tags, contentTag('page', editorial[1]!), contentTag('media')];
  if (pathname === '/search') return [...tags, CACHE_TAGS.search];
  if (pageTypeForPath(pathname) === 'productListingPage') {
    const category = categoryIndexFor(shop.locale).byPath(pathname);
    if (category) tags.push(categoryTag(category.id), contentTag('listing', category.id));
    return [...tags, contentTag('listings'), contentTag('targeting'), contentTag('media')];
  }
  return tags;
}

/** A page's tags: its route's and its render's, within the size a stored page and a header carry. */
export function pageTags(route: readonly CacheTag[], rendered: Iterable<CacheTag>): CacheTag[] {
  const tags = new Set<CacheTag>(route);
  for (const tag of rendered) if (isCacheTag(tag)) tags.add(tag);
  if (tags.size <= MAX_TAGS) return [...tags];
  const styles = styleTag('');
  return [...[...tags].filter((tag) => !tag.startsWith(styles)), CACHE_TAGS.facets];
}
