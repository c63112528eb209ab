import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { ClientState } from '@/lib/client/client-state';
import { appStoreUrl, SMART_BANNER_COOKIE, smartBannerPlatform } from '@/lib/client/smart-banner';
import type { ShopConfig } from '@/lib/shop/shop';
import { SmartBanner } from './smart-banner';

/**
 * The smart banner where it shows for this visitor (lib/client/smart-banner.ts): on the web, on a
 * phone or tablet whose platform the shop has an app for, until dismissed. The page cache keeps a
 * variant per platform and dismissal (lib/page-cache/page-variant.ts).
 */
export async function SmartBannerSlot({ shop, client }: { shop: ShopConfig; client: ClientState }) {
  const dismissed = (await cookies()).has(SMART_BANNER_COOKIE);
  const platform = smartBannerPlatform(shop, client, dismissed);
  const url = platform ? appStoreUrl(shop, platform) : null;
  if (!platform || !url || !shop.app) return null;
  const t = await getTranslations('smartBanner');
  const store = t(platform === 'ios' ? 'appStore' : 'googlePlay');
  return (
    <SmartBanner
      url={url}
      texts={{
        label: t('label'),
        title: t('title', { app: shop.app.name }),
        text: t('text', { store }),
        action: t('action'),
        close: t('close'),
      }}
    />
  );
}
