import { getLocale, getTranslations } from 'next-intl/server';
import { textLanguage } from '@/i18n/text-language';
import { CmsRichText } from '@/components/content/cms-rich-text';
import { pageHeadings, type LexicalState } from '@/lib/content/lexical-headings';
import { isEmptyRichText } from '@/lib/content/rich-text-empty';
import type { TocEntry } from '@/lib/content/table-of-contents';
import { CollapsibleText } from './collapsible-text';

/**
 * SEO bottom text (S2.3): the CMS's rich text (the one renderer of the shop) with a table of
 * contents from its headings of level 2 and deeper, collapsible to 150px, with a skip link past
 * it. Hidden when there is no text.
 */
export async function SeoBottomText({ data }: { data: unknown }) {
  if (isEmptyRichText(data)) return null;
  const t = await getTranslations('listing');
  const { ids, toc } = pageHeadings([data as LexicalState]);
  const locale = await getLocale();
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
        {toc.length > 0 ? (
          <nav aria-label={t('tableOfContents')} className="mb-4">
            <TocList entries={toc} />
          </nav>
        ) : null}
        <CmsRichText data={data} headingIds={ids} className="text-sm" />
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
