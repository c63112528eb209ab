import { cms } from './cms';
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

/**
 * Whether a content page (by slug, in any shop) is shown in a listing's content box: then its
 * change drops the listings too. Asked of the CMS on every node, since the node holding a cached
 * listing need not be the one that rendered it.
 */
export async function isListingBoxPage(slug: string): Promise<boolean> {
  const payload = await cms();
  const pages = await payload.find({
    collection: 'content-pages',
    where: { slug: { equals: slug } },
    depth: 0,
    limit: 50,
    pagination: false,
    overrideAccess: true,
    select: {},
  });
  const ids = pages.docs.map((doc) => doc.id);
  if (ids.length === 0) return false;
  const { totalDocs } = await payload.count({
    collection: 'seo-contents',
    where: { 'contentBox.contentPage': { in: ids } },
    overrideAccess: true,
  });
  return totalDocs > 0;
}
