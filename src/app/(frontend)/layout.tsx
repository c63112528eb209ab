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
import { currentClientState, noteLinkContext } from '@/server/client/current-client-state';
import { noteDocumentRequest } from '@/server/render/document-request';
import { ClientStateProvider } from '@/components/client/client-state-provider';
import { LinkContextGuard } from '@/components/client/link-context-guard';
import { ShopLinkNavigation } from '@/components/client/shop-link-navigation';
import { AppBridgeHost } from '@/components/app-bridge/app-bridge-host';
import { AppUserInfo } from '@/components/app-bridge/app-user-info';
import { LoyaltyLinker } from '@/components/loyalty/loyalty-linker';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shop');
  return {
    title: { template: `%s | ${t('name')}`, default: `${t('name')} – ${t('claim')}` },
    applicationName: t('name'),
    // canonical and alternate URLs become absolute on the shop's own host
    metadataBase: new URL(await shopOrigin()),
    // the app's pages (/webview) are the web's pages once more: never indexed, links followed
    robots: (await currentClientState()).webview ? 'noindex, follow' : (await currentShop()).index,
  };
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const [shop, client] = await Promise.all([currentShop(), currentClientState(), noteDocumentRequest()]);
  noteLinkContext(client);
  const clientState = {
    runtime: client.runtime,
    display: client.display,
    webview: client.webview,
    isBot: client.isBot,
    storeIdleSeconds: shop.storeDisplay.idleSeconds,
  };
  return (
    // the consent layer's state script marks <html data-consent> before the page starts
    <html lang={shop.locale} data-theme={shop.theme} suppressHydrationWarning>
      <body className="min-h-screen bg-surface text-text antialiased">
        <IconSprite />
        <ShopProvider shop={clientShop(shop)}>
          <ClientStateProvider value={clientState}>
            <ClientMessages>
              <ConsentProvider revision={consentBanner(shop).revision}>
                <ToastProvider>
                  <WishlistProvider>{children}</WishlistProvider>
                  {/* a link's loyalty number (?scrid=), told in a toast; never for a crawler */}
                  {shop.loyalty && !client.isBot ? (
                    <LoyaltyLinker fallback={await technicalErrorText(shop)} />
                  ) : null}
                </ToastProvider>
                {client.webview ? (
                  <>
                    <AppBridgeHost />
                    <AppUserInfo />
                  </>
                ) : null}
                {client.webview || client.runtime === 'store' ? <LinkContextGuard /> : null}
                <ShopLinkNavigation />
                <ChatHost />
                <WebVitalsReporter />
                <ShopContextEvent />
                <PageHistoryRecorder />
                {/* a crawler gets no attribution or test cookies (spec S6: no personalisation) */}
                {client.isBot ? null : (
                  <>
                    <AttributionRecorder />
                    <ContentVariantAssigner
                      variations={contentVariations(process.env.CONTENT_TEST_VARIATIONS)}
                    />
                  </>
                )}
              </ConsentProvider>
            </ClientMessages>
          </ClientStateProvider>
        </ShopProvider>
      </body>
    </html>
  );
}

/** The catalogue's DEFAULT error text with the shop's phone number (for hints without their own). */
async function technicalErrorText(shop: Awaited<ReturnType<typeof currentShop>>): Promise<string> {
  const t = await getTranslations('accountErrors');
  return t('DEFAULT', { phone: shop.customerService.phone });
}
