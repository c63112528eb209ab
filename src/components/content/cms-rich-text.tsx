import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';
import { type JSXConvertersFunction, LinkJSXConverter, RichText } from '@payloadcms/richtext-lexical/react';
import { useLocale, useTranslations } from 'next-intl';
import { ShopLink } from '@/components/layout/shop-link';
import { StaticPageLink } from '@/components/layout/static-page-link';
import { PLAIN_LINKS } from '@/lib/webview/shop-href';
import { shopPath } from '@/lib/url/preview-path';
import { ownedMarkup } from '@/server/render/static-markup';
import { LinkHint, linkHintKey, type LinkHintKey } from './link-hint';

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

/** A colour as the table editor writes it: a hex value, rgb()/rgba() or a colour's name. */
const CSS_COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i;

const ROUTES: Record<string, string> = {
  'content-pages': 'content',
  'inspiration-pages': 'inspiration',
  'outfit-pages': 'outfit',
};

/**
 * The href of an internal link: pages live at /{content|inspiration|outfit}/{slug}. Null for a page
 * deleted or not published (published-relations.ts).
 */
function internalHref(fields: LinkNodeFields): string | null {
  const value = fields.doc?.value;
  const route = ROUTES[fields.doc?.relationTo ?? 'content-pages'];
  return route && value && typeof value === 'object' && value.slug ? `/${route}/${value.slug}` : null;
}

/** A shop path the static HTML links: a plain link the shop's navigation handler takes over. */
export function StaticShopLink(props: { href: string; className?: string; children: React.ReactNode }) {
  return <StaticPageLink {...props} context={PLAIN_LINKS} />;
}

interface ConverterOptions {
  t: (key: LinkHintKey) => string;
  locale: string;
  headingIds?: WeakMap<object, string>;
  entries?: EntryConverters;
  /** shop paths as plain links (static HTML) rather than client components */
  staticLinks: boolean;
}

function converters(options: ConverterOptions): JSXConvertersFunction {
  const { t, locale, headingIds, entries, staticLinks } = options;
  const Internal = staticLinks ? StaticShopLink : ShopLink;
  /** A link of the text, or its words alone where it would lead nowhere or off the shop unmarked. */
  const linkTo = (fields: LinkNodeFields, children: React.ReactNode) => {
    // browsers drop the spaces around an address: ' //host' is '//host' to them
    const href = fields.linkType === 'internal' ? internalHref(fields) : (fields.url ?? '').trim();
    // no page to go to: the words stay, without a link
    if (href === null) return <>{children}</>;
    // a path of the shop; what only looks like one ('/\\host', '//host') a browser takes elsewhere
    if (href.startsWith('/') || href.startsWith('\\'))
      return shopPath(href) !== null ? <Internal href={href}>{children}</Internal> : <>{children}</>;
    const hint = linkHintKey(href, fields.newTab);
    return (
      <a href={href} {...(fields.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
        {hint ? <LinkHint hintKey={hint} locale={locale} t={t} /> : null}
      </a>
    );
  };
  return ({ defaultConverters }) => ({
    ...defaultConverters,
    ...LinkJSXConverter({
      internalDocToHref: ({ linkNode }) => internalHref(linkNode.fields as LinkNodeFields) ?? '#',
    }),
    heading: ({ node, nodesToJSX }) => {
      const Tag = (/^h[1-6]$/.test(node.tag) ? node.tag : 'h2') as 'h2';
      return (
        <Tag id={headingIds?.get(node)} className="scroll-mt-24">
          {nodesToJSX({ nodes: node.children })}
        </Tag>
      );
    },
    // a cell's colour is written into its style attribute: a colour, not further declarations
    tablecell: (args) => {
      const color = (args.node as { backgroundColor?: unknown }).backgroundColor;
      const convert = defaultConverters.tablecell as (cell: typeof args) => React.ReactNode;
      return convert({
        ...args,
        node: {
          ...args.node,
          backgroundColor: typeof color === 'string' && CSS_COLOR.test(color) ? color : null,
        },
      });
    },
    link: ({ node, nodesToJSX }) =>
      linkTo(node.fields as LinkNodeFields, nodesToJSX({ nodes: node.children })),
    // an address typed into the text: linked under the same rules
    autolink: ({ node, nodesToJSX }) =>
      linkTo(node.fields as LinkNodeFields, nodesToJSX({ nodes: node.children })),
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
}

/** The anchor ids a text's headings get: part of its static HTML's identity. */
function headingKey(data: unknown, headingIds: WeakMap<object, string> | undefined): string {
  if (!headingIds) return '';
  const ids: string[] = [];
  const stack: unknown[] = [(data as { root?: unknown } | null)?.root];
  while (stack.length > 0) {
    const node = stack.pop() as { type?: unknown; children?: unknown } | undefined;
    if (!node || typeof node !== 'object') continue;
    if (node.type === 'heading') ids.push(headingIds.get(node) ?? '');
    if (Array.isArray(node.children)) stack.push(...node.children);
  }
  return ids.join(' ');
}

/** Whether a text embeds entries (coupon, modal link, asset), which are drawn as components. */
function embedsEntries(data: unknown): boolean {
  const stack: unknown[] = [(data as { root?: unknown } | null)?.root];
  while (stack.length > 0) {
    const node = stack.pop() as { type?: unknown; children?: unknown } | undefined;
    if (!node || typeof node !== 'object') continue;
    if (node.type === 'block' || node.type === 'inlineBlock') return true;
    if (Array.isArray(node.children)) stack.push(...node.children);
  }
  return false;
}

/**
 * The static HTML of a text without embedded entries, rendered once per text (a cached
 * document's) and locale: its shop links are plain links the shop's navigation handler takes
 * over (components/client/shop-link-navigation.tsx). Decision 0032.
 */
export function richTextMarkup(
  data: unknown,
  options: Omit<ConverterOptions, 'staticLinks' | 'entries'>,
): string {
  const owner = data && typeof data === 'object' ? data : {};
  return ownedMarkup(owner, `${options.locale}|${headingKey(data, options.headingIds)}`, () => (
    <RichText
      data={data as SerializedEditorState}
      converters={converters({ ...options, staticLinks: true })}
      disableContainer
      disableIndent
    />
  ));
}

/**
 * Rich text from the CMS as spec S2 renders it: headings 1–6 with anchor ids, links with the hints
 * for new windows, e-mail and phone, quotes with the quote icon, horizontal rules, and tables (more
 * than 3 columns: a sticky first column). One renderer for every rich text of the shop. A text
 * without embedded entries is static HTML (richTextMarkup); one with entries is drawn as
 * components, its entries' controls among them.
 */
export function CmsRichText({ data, headingIds, className, entries }: Props) {
  const t = useTranslations('content');
  const locale = useLocale();
  const wrapperClass = `cms-richtext ${className ?? ''}`;
  if (!entries || !embedsEntries(data))
    return (
      <div
        className={wrapperClass}
        dangerouslySetInnerHTML={{ __html: richTextMarkup(data, { t, locale, headingIds }) }}
      />
    );
  return (
    <RichText
      data={data as SerializedEditorState}
      converters={converters({ t, locale, headingIds, entries, staticLinks: false })}
      className={wrapperClass}
      disableIndent
    />
  );
}
