import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { SkipLink } from '@/components/layout/skip-link';
import { currentShop } from '@/server/shop/current-shop';

export default async function ShopLayout({ children }: { children: React.ReactNode }) {
  const shop = await currentShop();
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-shop px-4 pb-12 outline-none">
        {children}
      </main>
      <Footer shop={shop} />
    </>
  );
}
