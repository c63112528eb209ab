import { PageLink } from '@/components/layout/page-link';
import { getLocale, getTranslations } from 'next-intl/server';
import { navigationTree } from '@/lib/category/tree';
import type { Locale } from '@/lib/shop/shop';
import { categoryIndexFor } from '@/server/catalog/category-index';
import { textLanguage } from '@/i18n/text-language';

/** The main category navigation: visible top-level sections with their visible sub-categories. */
export async function CategoryNav() {
  const t = await getTranslations();
  const locale = (await getLocale()) as Locale;
  const sections = navigationTree(categoryIndexFor(locale).roots(), { includeContentTitles: false });
  return (
    <>
      <a
        href="#after-category-nav"
        className="skip-link"
        lang={textLanguage(locale, 'skipLinks.productCategories')}
      >
        {t('skipLinks.productCategories')}
      </a>
      <nav aria-label={t('header.navigationLabel')} className="border-t border-border">
        <ul className="mx-auto flex max-w-shop gap-1 overflow-x-auto px-4">
          {sections.map((section) => (
            <li key={section.id} className="group relative shrink-0">
              <PageLink
                href={section.path}
                className="flex items-center gap-2 px-3 py-3 font-semibold hover:text-highlighted"
              >
                {section.icon ? (
                  // eslint-disable-next-line @next/next/no-img-element -- tiny static SVG icon
                  <img src={section.icon} alt="" width={20} height={20} />
                ) : null}
                {section.title ?? section.name}
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
      <span id="after-category-nav" tabIndex={-1} />
    </>
  );
}
