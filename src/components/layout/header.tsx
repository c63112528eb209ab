import { PageLink } from '@/components/layout/page-link';
import { getTranslations } from 'next-intl/server';
import { BasketCount } from './basket-count';
import { CategoryNav } from './category-nav';
import { SearchField } from '@/components/search/search-field';
import { HeartIcon, BagIcon, UserIcon } from './icons';

/**
 * The shop's header. Inside the app (`app`) the app's own tab bar leads to the account, wishlist and
 * basket, so the header keeps the shop's name, search and categories only; an in-store display
 * (`store`) has no customer login and no wishlist (decision 0030).
 */
export async function Header({ app = false, store = false }: { app?: boolean; store?: boolean }) {
  const t = await getTranslations('header');
  const shop = await getTranslations('shop');
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-shop flex-wrap items-center gap-4 px-4 py-3">
        <PageLink
          href="/"
          className="mr-auto text-2xl font-bold tracking-wide text-primary"
          aria-label={shop('homeLabel')}
        >
          {shop('name')}
        </PageLink>
        <SearchField />
        {app ? null : (
          <div className="flex items-center gap-4">
            {store ? null : (
              <>
                <PageLink href="/customer" className="flex flex-col items-center text-xs">
                  <UserIcon />
                  <span className="max-sm:sr-only">{t('customer')}</span>
                </PageLink>
                <PageLink href="/wishlist" className="flex flex-col items-center text-xs">
                  <HeartIcon />
                  <span className="max-sm:sr-only">{t('wishlist')}</span>
                </PageLink>
              </>
            )}
            <PageLink href="/basket" className="relative flex flex-col items-center text-xs">
              <BagIcon />
              <span className="max-sm:sr-only">{t('basket')}</span>
              <BasketCount />
            </PageLink>
          </div>
        )}
      </div>
      <CategoryNav />
    </header>
  );
}
