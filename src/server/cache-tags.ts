/**
 * The one list of cache tags (ARCHITECTURE conventions). Non-personalised data is cached under these
 * tags; whatever changes catalogue data invalidates the tag, and every cache holding it is dropped.
 */
export const CACHE_TAGS = {
  /** products, prices, stock, attributes, category assignment: listing index, product pages */
  catalog: 'catalog',
  /** search terms, suggestions and redirects */
  search: 'search',
  /** editorial content of the CMS read on hot paths (listing SEO texts); dropped per change */
  content: 'content',
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];
