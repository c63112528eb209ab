import 'server-only';
import type { Modal } from '@/cms/payload-types';
import type { ShopConfig } from '@/lib/shop/shop';
import { CACHE_TAGS, contentTag } from '@/server/cache-tags';
import { cached } from '@/server/tagged-cache';
import { findShopEntries } from './find-shop-entries';

const TEN_MINUTES = 10 * 60 * 1000;

/** The modal ids editors may give (the URL hash opens them). */
export const MODAL_ID = /^[a-z0-9][a-z0-9-]{0,59}$/;

/**
 * A modal of the shop by its id (spec S7 modal(id, locale, preview)): the published one, cached
 * until a modal is published; in preview its latest draft. Null when the shop has none.
 */
export async function getModal(shop: ShopConfig, modalId: string, preview: boolean): Promise<Modal | null> {
  const load = async () =>
    (
      await findShopEntries<Modal>('modals', shop, {
        where: [{ modalId: { equals: modalId } }],
        depth: 2,
        preview,
      })
    )[0] ?? null;
  if (preview) return load();
  return cached(
    `modal:${shop.code}:${modalId}`,
    [CACHE_TAGS.content, contentTag('media')],
    TEN_MINUTES,
    load,
  );
}
