import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, type Document, type Node } from '@contentful/rich-text-types';
import { ShopLink } from '@/components/layout/shop-link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { headingIds, tableOfContents, type TocEntry } from '@/lib/content/table-of-contents';
import { CollapsibleText } from './collapsible-text';

/**
 * SEO bottom text (S2.3): rich text with a table of contents from its headings of level 2 and deeper,
 * collapsible to 150px, with a skip link past it. Hidden when there is no text.
 */
export function SeoBottomText({ document }: { document: Document | null }) {
  const t = useTranslations('listing');
  if (!document || document.content.length === 0) return null;
  const toc = tableOfContents(document);
  const ids = headingIds(document);
  let next = 0;
  const heading = (Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') =>
    function RichTextHeading(_node: Node, children: ReactNode) {
      return (
        <Tag id={ids[next++]} className="mt-4 font-semibold">
          {children}
        </Tag>
      );
    };
  const options: Options = {
    renderNode: {
      [BLOCKS.HEADING_1]: (_node, children) => <p className="font-bold">{children}</p>,
      [BLOCKS.HEADING_2]: heading('h2'),
      [BLOCKS.HEADING_3]: heading('h3'),
      [BLOCKS.HEADING_4]: heading('h4'),
      [BLOCKS.HEADING_5]: heading('h5'),
      [BLOCKS.HEADING_6]: heading('h6'),
      [BLOCKS.PARAGRAPH]: (_node, children) => <p className="mt-2">{children}</p>,
      [INLINES.HYPERLINK]: (node, children) => {
        const uri = String((node.data as { uri?: string }).uri ?? '');
        return uri.startsWith('/') ? (
          <ShopLink href={uri} className="underline">
            {children}
          </ShopLink>
        ) : (
          <a href={uri} className="underline" rel="noopener noreferrer">
            {children}
          </a>
        );
      },
    },
  };
  return (
    <>
      <a href="#advice-bottom-end" className="sr-only focus:not-sr-only">
        {t('skipInspirationalText')}
      </a>
      <CollapsibleText showMore={t('showMore')} showLess={t('showLess')}>
        {toc.length > 0 ? (
          <nav aria-label={t('tableOfContents')} className="mb-4">
            <TocList entries={toc} />
          </nav>
        ) : null}
        {documentToReactComponents(document, options)}
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
