import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';
import { type JSXConvertersFunction, LinkJSXConverter, RichText } from '@payloadcms/richtext-lexical/react';
import { getLocale, getTranslations } from 'next-intl/server';
import { ShopLink } from '@/components/layout/shop-link';
import { LinkHint, linkHintKey } from './link-hint';

/** Converters of entries embedded in rich text (content-rich-text.tsx). */
export interface EntryConverters {
  blocks?: Record<string, (args: { node: { fields: unknown } }) => React.ReactNode>;
  inlineBlocks?: Record<string, (args: { node: { fields: unknown } }) => React.ReactNode>;
}

interface Props {
  data: unknown;
  /** how embedded entries are drawn; without, they are left out (listing texts embed none) */
  entries?: EntryConverters;
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

/**
 * Rich text from the CMS as spec S2 renders it: headings 1–6 with anchor ids, links with the hints
 * for new windows, e-mail and phone, quotes with the quote icon, horizontal rules, and tables (more
 * than 3 columns: a sticky first column). One renderer for every rich text of the shop.
 */
export async function CmsRichText({ data, headingIds, className, entries }: Props) {
  const t = await getTranslations('content');
  const locale = await getLocale();
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
      const hint = linkHintKey(href, fields.newTab);
      return (
        <a href={href} {...(fields.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
          {hint ? <LinkHint hintKey={hint} locale={locale} t={t} /> : null}
        </a>
      );
    },
    // list items: `value` only where HTML allows it (numbered lists), check items as real,
    // read-only checkboxes (the default draws a focusable role=checkbox around a second one)
    listitem: ({ node, nodesToJSX, parent }) => {
      const listType = (parent as { listType?: string }).listType;
      const nested = node.children.some((child) => child.type === 'list');
      const children = nodesToJSX({ nodes: node.children });
      if (listType === 'check' && !nested)
        return (
          <li className="list-none">
            <label>
              <input type="checkbox" checked={Boolean(node.checked)} disabled readOnly className="mr-2" />
              {children}
            </label>
          </li>
        );
      return (
        <li
          className={nested || listType === 'check' ? 'list-none' : undefined}
          value={listType === 'number' ? node.value : undefined}
        >
          {children}
        </li>
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
    // entries embedded in the text: drawn by ContentRichText's converters, nothing here
    ...entries,
    unknown: () => null,
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
