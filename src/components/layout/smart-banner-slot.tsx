import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { ClientState } from '@/lib/client/client-state';
import {
  appStoreUrl,
  SMART_BANNER_COOKIE,
  SMART_BANNER_DAYS,
  smartBannerPlatform,
} from '@/lib/client/smart-banner';
import type { ShopConfig } from '@/lib/shop/shop';
import { SmartBanner } from './smart-banner';

/**
 * Keeps a dismissal clicked before the page's scripts run (a cached page starts them after the
 * first paint): it stores the dismissal and hides the banner at once (by its style: removing it
 * would break hydration). The banner component reads the cookie when it starts and removes
 * itself. One constant text, allowed by its hash on cached pages and by the nonce on the others.
 */
const EARLY_DISMISS_SCRIPT = `document.addEventListener('click',function(e){var t=e.target&&e.target.closest&&e.target.closest('.smart-banner-close');if(!t)return;var s=t.closest('.smart-banner');document.cookie='${SMART_BANNER_COOKIE}=1; Max-Age=${SMART_BANNER_DAYS * 86400}; Path=/; SameSite=Lax'+(location.protocol=='https:'?'; Secure':'');if(s)s.style.display='none'})`;

/**
 * The smart banner where it shows for this visitor (lib/client/smart-banner.ts): on the web, on a
 * phone or tablet whose platform the shop has an app for, until dismissed. The page cache keeps a
 * variant per platform and dismissal (lib/page-cache/page-variant.ts).
 */
export async function SmartBannerSlot({ shop, client }: { shop: ShopConfig; client: ClientState }) {
  const dismissed = (await cookies()).has(SMART_BANNER_COOKIE);
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const platform = smartBannerPlatform(shop, client, dismissed);
  const url = platform ? appStoreUrl(shop, platform) : null;
  if (!platform || !url || !shop.app) return null;
  const t = await getTranslations('smartBanner');
  const store = t(platform === 'ios' ? 'appStore' : 'googlePlay');
  return (
    <>
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
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: EARLY_DISMISS_SCRIPT }}
      />
    </>
  );
}
