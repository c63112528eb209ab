import 'server-only';
import type { CollectionSlug, Where } from 'payload';
import type { ShopConfig } from '@/lib/shop/shop';
import { cms } from './cms';
import { withoutUnpublishedRelations } from './published-relations';

/**
 * The entries of a CMS collection shown in a shop, in the shop's locale without fallback to another
 * language: the published ones, or the latest drafts in preview. Newest first. The one query every
 * content loader makes (pages aside), narrowed by `where`. Entries they point to that are not
 * published are left out outside preview (published-relations.ts).
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
  const docs = result.docs as T[];
  return options.preview ? docs : docs.map(withoutUnpublishedRelations);
}
