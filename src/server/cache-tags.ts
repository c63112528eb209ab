/**
 * The one list of cache tags (ARCHITECTURE conventions, decision 0035). Everything cached (loader
 * answers, indexes, tiles, stored pages) carries the tags of what it shows; a change is turned into
 * tags in one place (server/cache/change-tags.ts) and `invalidate(tags)` drops whatever carries one
 * of them, in every cache of every worker and node. Nothing waits out a lifetime to become correct.
 */
export type CacheTag = string & { readonly __cacheTag?: never };

export const CACHE_TAGS = {
  /** the whole catalogue (a reseed or bulk import): every catalogue cache and every page */
  catalog: 'catalog',
  /** the facet index (filter counts of every listing), rebuilt after any stock or price change */
  facets: 'facets',
  /** search configuration: terms, redirects, the suggestion index */
  search: 'search',
  /** every piece of editorial content (a lost notification connection: anything may be stale) */
  content: 'content',
} as const;

/**
 * Declared by a render that could not read everything it shows (the CMS did not answer): its page
 * and the cache entries it filled answer this once but are kept nowhere.
 */
export const NO_STORE: CacheTag = 'no-store';

/** one colour of a style: its product page, its tile, its detail */
export const productTag = (productId: string): CacheTag => `product:${productId}`;
/** a style (all its colours): its tiles, its reviews, the search results listing it */
export const styleTag = (masterKey: string): CacheTag => `style:${masterKey}`;
/** a category: its listings in every shop and language, with their filter counts */
export const categoryTag = (categoryId: string): CacheTag => `category:${categoryId}`;
/** one shop: everything rendered for it */
export const shopTag = (shopCode: string): CacheTag => `shop:${shopCode}`;

/**
 * A kind of editorial content, or one entry of it: `content:home`, `content:frame`,
 * `content:listing:{categoryId}`, `content:page:{route}` (content/…, inspiration/…, outfit/…).
 */
export const contentTag = (kind: ContentKind, id?: string): CacheTag =>
  id === undefined ? `content:${kind}` : `content:${kind}:${id}`;

export type ContentKind =
  /** a shop's home entries */
  | 'home'
  /** footer, header and global content: on every page */
  | 'frame'
  /** the error pages' texts: on every page (unknown-error texts) and the 404 page */
  | 'errors'
  /** listing entries and their promotions (banners and cards in the grid, the home carousel) */
  | 'listings'
  /** one category's listing texts (title, SEO text, link box) */
  | 'listing'
  /** targeting triggers: the home page and listings choose their entries by them */
  | 'targeting'
  /** size tables on product pages */
  | 'size-tables'
  /** product page entries (pdpBanner) */
  | 'product-content'
  /** modals and images, shown wherever entries point to them */
  | 'media'
  /** the basket's text snippets */
  | 'snippets'
  /** voucher and order state texts (personal pages only) */
  | 'account-texts'
  /** an editorial page by its route */
  | 'page';

/** Whether a string has a tag's form (what the page store and the Surrogate-Key header take). */
export function isCacheTag(value: string): value is CacheTag {
  return /^[a-z-]+(:[A-Za-z0-9/._-]{1,240}){0,2}$/.test(value);
}
