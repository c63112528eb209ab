import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { GlobalBanner } from '@/components/layout/global-banner';
import { SkipLink } from '@/components/layout/skip-link';
import { ConsentFirstLayer } from '@/components/consent/consent-first-layer';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { ErrorTextsProvider } from '@/components/error/error-texts';
import { getErrorPage } from '@/server/content/get-shop-frame';
import { currentShop } from '@/server/shop/current-shop';
import { currentClientState } from '@/server/client/current-client-state';
import { SmartBannerSlot } from '@/components/layout/smart-banner-slot';
import { StoreScanBar } from '@/components/store/store-scan-bar';
import { EarlyClickCapture } from '@/components/client/early-click-capture';
import { EarlyClickReplay } from '@/components/client/early-click-replay';

export default async function ShopLayout({ children }: { children: React.ReactNode }) {
  const [shop, client] = await Promise.all([currentShop(), currentClientState()]);
  // the editors' texts for the error boundary, which cannot load them when a page fails
  const unknown = await getErrorPage(shop, 'errorPageUnknown');
  const page = (
    <>
      {/* first: a click before the scripts run is noted and replayed once they have started */}
      <EarlyClickCapture />
      <SkipLink />
      {/* early in the document: it paints with the page's first bytes (decision 0031) */}
      <ConsentFirstLayer shop={shop} />
      <SmartBannerSlot shop={shop} client={client} />
      <Header app={client.webview} store={client.runtime === 'store'} />
      {client.runtime === 'store' ? <StoreScanBar display={client.display} /> : null}
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-shop px-4 pb-12 outline-none">
        <GlobalBanner shop={shop} />
        {children}
      </main>
      <Footer shop={shop} app={client.webview} store={client.runtime === 'store'} />
      <ScrollToTop />
      <EarlyClickReplay />
    </>
  );
  // an entry without texts in this shop's locale leaves the built-in texts
  if (!unknown?.headline || !unknown.text) return page;
  const texts = {
    headline: unknown.headline,
    text: unknown.text.replaceAll('{phone}', shop.customerService.phone),
  };
  return <ErrorTextsProvider value={texts}>{page}</ErrorTextsProvider>;
}
