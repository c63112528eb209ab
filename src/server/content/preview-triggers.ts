import 'server-only';
import type { ShopConfig } from '@/lib/shop/shop';
import { logger } from '@/server/logger';
import { cms } from './cms';

export interface PreviewTrigger {
  id: string;
  title: string;
}

/** The targeting triggers of a shop an editor can pick in preview (spec S4); none if unreadable. */
export async function previewTriggers(shop: ShopConfig): Promise<PreviewTrigger[]> {
  try {
    const payload = await cms();
    const result = await payload.find({
      collection: 'triggers',
      overrideAccess: true,
      depth: 0,
      limit: 200,
      pagination: false,
      sort: 'internalTitle',
      where: { shops: { contains: shop.code } },
    });
    return result.docs.map((trigger) => ({ id: String(trigger.id), title: trigger.internalTitle }));
  } catch (error) {
    logger.warn({ err: error, issueLevel: 'Dev' }, 'Triggers for the preview could not be loaded');
    return [];
  }
}
