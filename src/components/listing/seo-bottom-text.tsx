import { getLocale, getTranslations } from 'next-intl/server';
import { textLanguage } from '@/i18n/text-language';
import { richTextMarkup } from '@/components/content/cms-rich-text';
import { StaticHtml } from '@/components/render/static-html';
import { PLAIN_LINKS } from '@/lib/webview/shop-href';
import { dataMarkup } from '@/server/render/static-markup';
import { pageHeadings, type LexicalState } from '@/lib/content/lexical-headings';
import { isEmptyRichText } from '@/lib/content/rich-text-empty';
import type { TocEntry } from '@/lib/content/table-of-contents';
import { CollapsibleText } from './collapsible-text';

/**
 * SEO bottom text (S2.3): the CMS's rich text (the one renderer of the shop) with a table of
 * contents from its headings of level 2 and deeper, collapsible to 150px, with a skip link past
 * it. Hidden when there is no text. Table and text are static HTML (decision 0032).
 */
export async function SeoBottomText({ data }: { data: unknown }) {
  if (isEmptyRichText(data)) return null;
  const [t, tContent, locale] = await Promise.all([
    getTranslations('listing'),
    getTranslations('content'),
    getLocale(),
  ]);
  const { ids, toc } = pageHeadings([data as LexicalState]);
  const label = t('tableOfContents');
  const contents =
    toc.length > 0
      ? dataMarkup('seo-text-contents', { toc, label }, PLAIN_LINKS, () => (
          <nav aria-label={label} className="mb-4">
            <TocList entries={toc} />
          </nav>
        ))
      : '';
  const text = richTextMarkup(data, { t: tContent, locale, headingIds: ids });
  return (
    <>
      <a
        href="#advice-bottom-end"
        className="sr-only focus:not-sr-only"
        lang={textLanguage(locale, 'listing.skipInspirationalText')}
      >
        {t('skipInspirationalText')}
      </a>
      <CollapsibleText
        showMore={t('showMore')}
        showLess={t('showLess')}
        toggleLang={textLanguage(locale, 'listing.showMore')}
      >
        <StaticHtml as="div" html={`${contents}<div class="cms-richtext text-sm">${text}</div>`} />
      </CollapsibleText>
      <span id="advice-bottom-end" />
    </>
  );
}

function TocList({ entries }: { entries: TocEntry[] }) {
  return (
    <ul className="list-disc pl-5 text-sm">
      {entries.map((e) => (
        <li key={e.id}>
          <a href={`#${e.id}`} className="underline">
            {e.title}
          </a>
          {e.children.length > 0 ? <TocList entries={e.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
