import { BannerItem } from '@/components/content/banner-item';
import { checkContentItem } from '@/lib/content/content-item-rules';
import type { ShopConfig } from '@/lib/shop/shop';
import { getGlobalContent } from '@/server/content/get-shop-frame';
import { logger } from '@/server/logger';

/**
 * The shop's global banner below the header (spec customer-and-content S3 banner location
 * globalBanner): from the shop's global content, its info button opening 'global-{modal id}'.
 * Nothing without one, or when it has neither text nor code (S5, warned).
 */
export async function GlobalBanner({ shop }: { shop: ShopConfig }) {
  const banner = (await getGlobalContent(shop))?.globalBanner?.[0];
  if (!banner) return null;
  const verdict = checkContentItem(banner as unknown as Record<string, unknown>);
  if (!verdict.render) {
    if (verdict.warning) logger.warn({ issueLevel: 'Business', blockType: 'Banner' }, verdict.warning);
    return null;
  }
  return (
    <div className="pt-3" data-testid="global-banner">
      <BannerItem item={banner} modalPrefix="global" />
    </div>
  );
}
