import { forgetCached } from '@/server/tagged-cache';

/** The cache key of a category's listing content in a shop. */
export const listingContentKey = (shopCode: string, categoryId: string) =>
  `seo-content:${shopCode}:${categoryId}`;

/** Forgets the cached content of a category (or of all) in every shop: a published change, any node. */
export function forgetListingContent(categoryId?: string): void {
  forgetCached(
    (key) => key.startsWith('seo-content:') && (categoryId === undefined || key.endsWith(`:${categoryId}`)),
  );
}
