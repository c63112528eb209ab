import { ShopLink } from '@/components/layout/shop-link';
import { useTranslations } from 'next-intl';
import { useTextLanguage } from '@/i18n/text-language';

/** 'Seite X von Y' with previous and next links, each shown only where there is such a page (S5). */
export function ListingPagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const t = useTranslations('listing');
  const lang = useTextLanguage();
  if (pageCount <= 1) return null;
  const label = t('pagination', { activePage: page, pages: pageCount });
  return (
    <nav aria-label={label} className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <ShopLink
          href={hrefFor(page - 1)}
          aria-label={t('previousPage')}
          lang={lang('listing.previousPage')}
          className="rounded-shop border border-border px-4 py-2"
        >
          ‹
        </ShopLink>
      ) : null}
      <span>{label}</span>
      {page < pageCount ? (
        <ShopLink
          href={hrefFor(page + 1)}
          aria-label={t('nextPage')}
          lang={lang('listing.nextPage')}
          className="rounded-shop border border-border px-4 py-2"
        >
          ›
        </ShopLink>
      ) : null}
    </nav>
  );
}
