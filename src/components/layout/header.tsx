import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CategoryNav } from './category-nav';
import { HeartIcon, BagIcon, UserIcon, SearchIcon } from './icons';

export async function Header() {
  const t = await getTranslations('header');
  const shop = await getTranslations('shop');
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-shop flex-wrap items-center gap-4 px-4 py-3">
        <Link
          href="/"
          className="mr-auto text-2xl font-bold tracking-wide text-primary"
          aria-label={shop('homeLabel')}
        >
          {shop('name')}
        </Link>
        <form
          action="/search"
          method="get"
          role="search"
          className="order-last flex w-full md:order-none md:w-auto md:flex-1 md:max-w-md"
        >
          <label htmlFor="header-search" className="sr-only">
            {t('searchLabel')}
          </label>
          <input
            id="header-search"
            name="q"
            type="search"
            required
            maxLength={100}
            autoComplete="off"
            placeholder={t('searchPlaceholder')}
            className="min-w-0 flex-1 rounded-l-shop border border-border px-3 py-2"
          />
          <button type="submit" className="rounded-r-shop bg-primary px-3 text-primary-contrast">
            <SearchIcon />
            <span className="sr-only">{t('searchSubmit')}</span>
          </button>
        </form>
        <div className="flex items-center gap-4">
          <Link href="/customer" className="flex flex-col items-center text-xs">
            <UserIcon />
            <span className="max-sm:sr-only">{t('customer')}</span>
          </Link>
          <Link href="/wishlist" className="flex flex-col items-center text-xs">
            <HeartIcon />
            <span className="max-sm:sr-only">{t('wishlist')}</span>
          </Link>
          <Link href="/basket" className="flex flex-col items-center text-xs">
            <BagIcon />
            <span className="max-sm:sr-only">{t('basket')}</span>
          </Link>
        </div>
      </div>
      <CategoryNav />
    </header>
  );
}
