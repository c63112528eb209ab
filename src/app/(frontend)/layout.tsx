import { IconSprite } from '@/components/icons/icon-sprite';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ToastProvider } from '@/components/toast/toast-provider';
import { WishlistProvider } from '@/components/wishlist/wishlist-provider';
import { ClientMessages } from '@/i18n/client-messages';
import { ShopProvider } from '@/components/shop/shop-provider';
import { AttributionRecorder } from '@/components/analytics/attribution-recorder';
import { ContentVariantAssigner } from '@/components/analytics/content-variant-assigner';
import { contentVariations } from '@/lib/targeting/content-variant';
import { PageHistoryRecorder } from '@/components/analytics/page-history-recorder';
import { ShopContextEvent } from '@/components/analytics/shop-context-event';
import { WebVitalsReporter } from '@/components/analytics/web-vitals-reporter';
import { ConsentProvider } from '@/components/consent/consent-provider';
import { ChatHost } from '@/components/chat/chat-host';
import { consentBanner } from '@/server/consent/consent-banner';
import { clientShop } from '@/lib/shop/client-shop';
import { shopOrigin } from '@/server/shop-origin';
import { currentShop } from '@/server/shop/current-shop';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shop');
  return {
    title: { template: `%s | ${t('name')}`, default: `${t('name')} – ${t('claim')}` },
    applicationName: t('name'),
    // canonical and alternate URLs become absolute on the shop's own host
    metadataBase: new URL(await shopOrigin()),
    robots: (await currentShop()).index,
  };
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const shop = await currentShop();
  return (
    <html lang={shop.locale} data-theme={shop.theme}>
      <body className="min-h-screen bg-surface text-text antialiased">
        <IconSprite />
        <ShopProvider shop={clientShop(shop)}>
          <ClientMessages>
            <ConsentProvider revision={consentBanner(shop).revision}>
              <ToastProvider>
                <WishlistProvider>{children}</WishlistProvider>
              </ToastProvider>
              <ChatHost />
              <WebVitalsReporter />
              <ShopContextEvent />
              <PageHistoryRecorder />
              <AttributionRecorder />
              <ContentVariantAssigner variations={contentVariations(process.env.CONTENT_TEST_VARIATIONS)} />
            </ConsentProvider>
          </ClientMessages>
        </ShopProvider>
      </body>
    </html>
  );
}
