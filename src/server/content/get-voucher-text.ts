import 'server-only';
import { declareTags } from '@/server/cache/render-tags';
import type { Voucher } from '@/cms/payload-types';
import { snippetParagraphs } from '@/lib/content/snippet-text';
import type { ShopConfig } from '@/lib/shop/shop';
import { CACHE_TAGS, contentTag, NO_STORE } from '@/server/cache-tags';
import { logger } from '@/server/logger';
import { cached } from '@/server/tagged-cache';
import { findShopEntries } from './find-shop-entries';

export interface VoucherText {
  title: string;
  /** paragraphs of plain text */
  conditions: string[];
}

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * What the checkout says about a redeemed voucher code (CMS collection vouchers, in the shop's
 * locale; cached until an entry is published). Null when the shop has no entry for the code or the
 * CMS cannot be read (the checkout then shows the code and amount alone).
 */
export async function getVoucherText(shop: ShopConfig, code: string): Promise<VoucherText | null> {
  try {
    return await cached(
      `account-text:${shop.code}:voucher:${code}`,
      [CACHE_TAGS.content, contentTag('account-texts')],
      TEN_MINUTES,
      async () => {
        const [entry] = await findShopEntries<Voucher>('vouchers', shop, {
          where: [{ code: { equals: code } }],
        });
        if (!entry?.title || !entry.conditions) return null;
        return { title: entry.title, conditions: snippetParagraphs(entry.conditions, {}) };
      },
    );
  } catch (error) {
    // shown without it: this render's page is not stored
    declareTags([NO_STORE]);
    logger.warn({ err: error, issueLevel: 'Dev', code }, 'Voucher text could not be loaded');
    return null;
  }
}
