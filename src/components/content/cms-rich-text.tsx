import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';
import { type JSXConvertersFunction, LinkJSXConverter, RichText } from '@payloadcms/richtext-lexical/react';
import { getTranslations } from 'next-intl/server';
import type { CouponBlock, InlineAssetBlock, Modal, ModalLinkInlineBlock } from '@/cms/payload-types';
import { ShopLink } from '@/components/layout/shop-link';
import { HashModal } from '@/components/overlay/hash-modal';
import { checkContentItem } from '@/lib/content/content-item-rules';
import { logger } from '@/server/logger';
import { CouponItem } from './coupon-item';
import { InlineAssetItem } from './media-items';
import { ModalContent } from './modal-content';

interface Props {
  data: unknown;
  /** the anchor id of each heading node (pageHeadings) */
  headingIds?: WeakMap<object, string>;
  className?: string;
}

interface LinkNodeFields {
  linkType?: 'custom' | 'internal';
  url?: string;
  newTab?: boolean;
  doc?: { relationTo?: string; value?: { slug?: string } | string | number };
}

const ROUTES: Record<string, string> = {
  'content-pages': 'content',
  'inspiration-pages': 'inspiration',
  'outfit-pages': 'outfit',
};

/** The href of an internal link: pages live at /{content|inspiration|outfit}/{slug}. */
function internalHref(fields: LinkNodeFields): string {
  const value = fields.doc?.value;
  const route = ROUTES[fields.doc?.relationTo ?? 'content-pages'];
  return route && typeof value === 'object' && value?.slug ? `/${route}/${value.slug}` : '#';
}

/** An embedded entry, or nothing (with the spec's warning) when it fails the checks of S5. */
function embedded(fields: unknown, element: React.ReactElement): React.ReactElement | null {
  const verdict = checkContentItem(fields as Record<string, unknown>);
  if (verdict.render) return element;
  if (verdict.warning)
    logger.warn(
      { issueLevel: 'Business', blockType: (fields as { blockType?: string }).blockType },
      verdict.warning,
    );
  return null;
}

/**
 * Rich text from the CMS as spec S2 renders it: headings 1–6 with anchor ids, links with the hints
 * for new windows, e-mail and phone, quotes with the quote icon, horizontal rules, and tables (more
 * than 3 columns: a sticky first column). One renderer for every rich text of the shop.
 */
export async function CmsRichText({ data, headingIds, className }: Props) {
  const t = await getTranslations('content');
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    ...LinkJSXConverter({
      internalDocToHref: ({ linkNode }) => internalHref(linkNode.fields as LinkNodeFields),
    }),
    heading: ({ node, nodesToJSX }) => {
      const Tag = (/^h[1-6]$/.test(node.tag) ? node.tag : 'h2') as 'h2';
      return (
        <Tag id={headingIds?.get(node)} className="scroll-mt-24">
          {nodesToJSX({ nodes: node.children })}
        </Tag>
      );
    },
    link: ({ node, nodesToJSX }) => {
      const fields = node.fields as LinkNodeFields;
      const href = fields.linkType === 'internal' ? internalHref(fields) : (fields.url ?? '');
      const children = nodesToJSX({ nodes: node.children });
      if (href.startsWith('/')) return <ShopLink href={href}>{children}</ShopLink>;
      const hint = href.startsWith('mailto:')
        ? t('opensEmailClient')
        : href.startsWith('tel:')
          ? t('opensPhoneClient')
          : fields.newTab
            ? t('opensNewWindow')
            : null;
      return (
        <a href={href} {...(fields.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
          {hint ? <span className="sr-only"> ({hint})</span> : null}
        </a>
      );
    },
    quote: ({ node, nodesToJSX }) => (
      <blockquote className="cms-quote">
        <svg aria-hidden="true" className="cms-quote-icon" viewBox="0 0 24 24">
          <path d="M7 7h4v4H8c0 2 1 3 3 3v2c-3 0-5-2-5-5V7zm8 0h4v4h-3c0 2 1 3 3 3v2c-3 0-5-2-5-5V7z" />
        </svg>
        {nodesToJSX({ nodes: node.children })}
      </blockquote>
    ),
    table: (args) => {
      const rows = (args.node.children ?? []) as { children?: unknown[] }[];
      const columns = Math.max(0, ...rows.map((row) => row.children?.length ?? 0));
      const rendered = defaultConverters.table;
      const inner = typeof rendered === 'function' ? rendered(args) : null;
      return <div className={columns > 3 ? 'cms-table cms-table-sticky' : 'cms-table'}>{inner}</div>;
    },
    // entries embedded in the text (spec S3), checked like items of a page (spec S5)
    blocks: {
      Coupon: ({ node }: { node: { fields: unknown } }) =>
        embedded(node.fields, <CouponItem item={node.fields as unknown as CouponBlock} />),
      InlineAsset: ({ node }: { node: { fields: unknown } }) =>
        embedded(node.fields, <InlineAssetItem item={node.fields as unknown as InlineAssetBlock} />),
    },
    inlineBlocks: {
      ModalLink: ({ node }: { node: { fields: unknown } }) => {
        const fields = node.fields as unknown as ModalLinkInlineBlock;
        const modal = fields.modal && typeof fields.modal === 'object' ? (fields.modal as Modal) : null;
        if (!modal?.modalId || !modal.headline) return null;
        return (
          <HashModal
            id={modal.modalId}
            label={fields.linkText || modal.linkText || modal.headline}
            title={modal.headline}
          >
            <ModalContent modal={modal} />
          </HashModal>
        );
      },
    },
  });
  return (
    <RichText
      data={data as SerializedEditorState}
      converters={converters}
      className={`cms-richtext ${className ?? ''}`}
      disableIndent
    />
  );
}
