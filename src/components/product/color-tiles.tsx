import { ShopLink } from '@/components/layout/shop-link';
import { useTranslations } from 'next-intl';
import { useTextLanguage } from '@/i18n/text-language';

export const COLOR_TILES_MOBILE = 5;
export const COLOR_TILES_DESKTOP = 9;

interface Props {
  colors: { productId: string; label: string; code: string; outsold: boolean }[];
  currentId: string;
  /** entry product id, kept when switching colours (S2.5) */
  epid: string | null;
}

/**
 * Colour tiles of the product page (S9): at most 5 on mobile and 9 on desktop, '...' when there are
 * more; each leads to that colour's product id, keeping epid.
 */
export function ColorTiles({ colors, currentId, epid }: Props) {
  const t = useTranslations('product');
  const lang = useTextLanguage();
  const current = colors.find((c) => c.productId === currentId);
  const hrefOf = (id: string) => (epid ? `/p/${id}?epid=${encodeURIComponent(epid)}` : `/p/${id}`);
  const visibleDesktop = Math.min(colors.length, COLOR_TILES_DESKTOP);
  const visibleMobile = Math.min(colors.length, COLOR_TILES_MOBILE);
  return (
    <section aria-labelledby="color-heading">
      <h2 id="color-heading" className="font-semibold">
        {t('color')}: {current?.label}
      </h2>
      <p className="sr-only">
        <span lang={lang('product.availableColors')}>
          {t('availableColors', { colorCount: colors.length })}
        </span>{' '}
        {colors.length > COLOR_TILES_DESKTOP ? (
          <span lang={lang('product.showingFirstColors')}>
            {t('showingFirstColors', { visibleCount: visibleDesktop })}
          </span>
        ) : null}
      </p>
      <ul className="mt-2 flex flex-wrap items-center gap-2">
        {colors.slice(0, visibleDesktop).map((c, i) => (
          <li key={c.productId} className={i >= visibleMobile ? 'hidden md:block' : undefined}>
            <ShopLink
              href={hrefOf(c.productId)}
              aria-current={c.productId === currentId ? 'true' : undefined}
              aria-label={t('colorTileLabel', { label: c.label })}
              className={`block h-10 w-10 rounded-full border-2 ${
                c.productId === currentId ? 'border-primary ring-2 ring-primary' : 'border-border'
              } ${c.outsold ? 'opacity-40' : ''}`}
              style={{ backgroundColor: c.code }}
            />
          </li>
        ))}
        {colors.length > visibleMobile ? (
          <li aria-hidden="true" className={colors.length > visibleDesktop ? '' : 'md:hidden'}>
            {t('moreColors')}
          </li>
        ) : null}
      </ul>
    </section>
  );
}
