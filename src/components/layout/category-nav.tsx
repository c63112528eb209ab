import { getLocale, getTranslations } from 'next-intl/server';
import { navigationTree } from '@/lib/category/tree';
import type { Locale } from '@/lib/shop/shop';
import type { LinkContext } from '@/lib/webview/shop-href';
import { categoryIndexFor } from '@/server/catalog/category-index';
import { notedLinkContext, renderLinkContext } from '@/server/client/current-client-state';
import { identityOf, keyedMarkup, linkContextKey } from '@/server/render/static-markup';
import { currentShop } from '@/server/shop/current-shop';
import { textLanguage } from '@/i18n/text-language';
import { StaticHtml } from '@/components/render/static-html';
import { StaticPageLink } from './static-page-link';

/**
 * The main category navigation: visible top-level sections with their visible sub-categories. The
 * same on every page of a shop: its list is static HTML of plain shop links (decision 0032).
 */
export async function CategoryNav() {
  const [t, locale, shop, context] = await Promise.all([
    getTranslations(),
    getLocale(),
    currentShop(),
    notedLinkContext() ?? renderLinkContext(),
  ]);
  const index = categoryIndexFor(locale as Locale);
  const html = keyedMarkup(
    `category-nav|${shop.code}|${identityOf(index)}|${linkContextKey(context)}`,
    () => <SectionList locale={locale as Locale} context={context} />,
  );
  return (
    <>
      <a
        href="#after-category-nav"
        className="skip-link"
        lang={textLanguage(locale as Locale, 'skipLinks.productCategories')}
      >
        {t('skipLinks.productCategories')}
      </a>
      <StaticHtml
        as="nav"
        aria-label={t('header.navigationLabel')}
        className="border-t border-border"
        html={html}
      />
      <span id="after-category-nav" tabIndex={-1} />
    </>
  );
}

function SectionList({ locale, context }: { locale: Locale; context: LinkContext }) {
  const sections = navigationTree(categoryIndexFor(locale).roots(), { includeContentTitles: false });
  return (
    <ul className="category-nav">
      {sections.map((section) => (
        <li key={section.id}>
          <StaticPageLink href={section.path} context={context}>
            {section.icon ? (
              // eslint-disable-next-line @next/next/no-img-element -- tiny static SVG icon
              <img src={section.icon} alt="" width={20} height={20} />
            ) : null}
            {section.title ?? section.name}
          </StaticPageLink>
        </li>
      ))}
    </ul>
  );
}
