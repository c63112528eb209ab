import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ToastProvider } from '@/components/toast/toast-provider';
import { WishlistProvider } from '@/components/wishlist/wishlist-provider';
import { ClientMessages } from '@/i18n/client-messages';
import { shopOrigin } from '@/server/shop-origin';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shop');
  return {
    title: { template: `%s | ${t('name')}`, default: `${t('name')} – ${t('claim')}` },
    applicationName: t('name'),
    // canonical and alternate URLs become absolute on the shop's own host
    metadataBase: new URL(await shopOrigin()),
  };
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="de-AT">
      <body className="min-h-screen bg-surface text-text antialiased">
        <ClientMessages>
          <ToastProvider>
            <WishlistProvider>{children}</WishlistProvider>
          </ToastProvider>
        </ClientMessages>
      </body>
    </html>
  );
}
