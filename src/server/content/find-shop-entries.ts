import 'server-only';
import type { CollectionSlug, Where } from 'payload';
import type { ShopConfig } from '@/lib/shop/shop';
import { cms } from './cms';

/**
 * The entries of a CMS collection shown in a shop, in the shop's locale without fallback to another
 * language: the published ones, or the latest drafts in preview. Newest first. The one query every
 * content loader makes (pages aside), narrowed by `where`.
 */
export async function findShopEntries<T>(
  collection: CollectionSlug,
  shop: ShopConfig,
  options: { where?: Where[]; limit?: number; depth?: number; preview?: boolean } = {},
): Promise<T[]> {
  const payload = await cms();
  const result = await payload.find({
    collection,
    locale: shop.locale as never,
    fallbackLocale: false as never,
    draft: options.preview ?? false,
    overrideAccess: true,
    depth: options.depth ?? 0,
    limit: options.limit ?? 1,
    pagination: false,
    sort: '-updatedAt',
    where: {
      and: [
        { shops: { contains: shop.code } },
        ...(options.preview ? [] : [{ _status: { equals: 'published' } }]),
        ...(options.where ?? []),
      ],
    },
  });
  return result.docs as T[];
}
