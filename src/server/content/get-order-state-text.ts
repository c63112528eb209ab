import 'server-only';
import { declareTags } from '@/server/cache/render-tags';
import type { OrderState } from '@/cms/payload-types';
import type { OrderStateKey } from '@/lib/account/order-states';
import { snippetParagraphs } from '@/lib/content/snippet-text';
import type { ShopConfig } from '@/lib/shop/shop';
import { CACHE_TAGS, contentTag, NO_STORE } from '@/server/cache-tags';
import { logger } from '@/server/logger';
import { cached } from '@/server/tagged-cache';
import { findShopEntries } from './find-shop-entries';

export interface OrderStateText {
  headline: string;
  /** paragraphs of plain text */
  text: string[];
}

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * What the order page tells a customer in an order state (CMS collection order-states, in the
 * shop's locale; cached until an entry is published). Null when the shop has none for the state or
 * the CMS cannot be read (the page then shows the tracking alone).
 */
export async function getOrderStateText(
  shop: ShopConfig,
  state: OrderStateKey,
): Promise<OrderStateText | null> {
  try {
    return await cached(
      `account-text:${shop.code}:order-state:${state}`,
      [CACHE_TAGS.content, contentTag('account-texts')],
      TEN_MINUTES,
      async () => {
        const [entry] = await findShopEntries<OrderState>('order-states', shop, {
          where: [{ state: { equals: state } }],
        });
        if (!entry?.headline || !entry.text) return null;
        return { headline: entry.headline, text: snippetParagraphs(entry.text, {}) };
      },
    );
  } catch (error) {
    // shown without it: this render's page is not stored
    declareTags([NO_STORE]);
    logger.warn({ err: error, issueLevel: 'Dev', state }, 'Order state text could not be loaded');
    return null;
  }
}
