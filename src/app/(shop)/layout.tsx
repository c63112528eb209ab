import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { SkipLink } from '@/components/layout/skip-link';

export default function ShopLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-shop px-4 pb-12 outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}
