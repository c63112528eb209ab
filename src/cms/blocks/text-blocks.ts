import type { Block } from 'payload';
import { richText } from '../fields/rich-text';

/** Rich text with an optional title (spec S3 Richtext). */
export const RichtextBlock: Block = {
  slug: 'Richtext',
  labels: { singular: 'Rich text', plural: 'Rich texts' },
  interfaceName: 'RichtextBlock',
  fields: [{ name: 'title', type: 'text' }, richText('richtext', { required: true })],
};

/** A styled line of text: a decorative heading that is not a document heading (spec S3 Text). */
export const TextBlock: Block = {
  slug: 'Text',
  interfaceName: 'TextBlock',
  fields: [
    { name: 'styledText', type: 'text', required: true },
    {
      name: 'style',
      type: 'select',
      required: true,
      defaultValue: 'Decorative H2',
      options: [1, 2, 3, 4, 5, 6].map((n) => `Decorative H${n}`),
    },
  ],
};

/** A framed panel of rich text (spec S3 Panel). */
export const PanelBlock: Block = {
  slug: 'Panel',
  interfaceName: 'PanelBlock',
  fields: [richText('content', { required: true })],
};

/** An advice text for search engines and shoppers above a listing (spec S3 SeoAdvice). */
export const SeoAdviceBlock: Block = {
  slug: 'SeoAdvice',
  labels: { singular: 'SEO advice', plural: 'SEO advice' },
  interfaceName: 'SeoAdviceBlock',
  fields: [{ name: 'title', type: 'text' }, richText('content', { required: true })],
};

/** A tip: title and text, optionally a link and a 2:1 image (spec S3 Tip). */
export const TipBlock: Block = {
  slug: 'Tip',
  interfaceName: 'TipBlock',
  fields: [
    { name: 'title', type: 'text', required: true },
    richText('content', { required: true }),
    { name: 'linkLabel', type: 'text' },
    {
      name: 'linkTarget',
      type: 'text',
      admin: { description: 'A path in the shop (/content/…) or a full URL.' },
    },
    { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Shown at 2:1.' } },
  ],
};

/** A titled list with check marks (spec S3 Checklist). */
export const ChecklistBlock: Block = {
  slug: 'Checklist',
  interfaceName: 'ChecklistBlock',
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'textList',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [{ name: 'text', type: 'text', required: true }],
    },
  ],
};

/** Two lists side by side: what to do and what not to do (spec S3 DosDonts). */
export const DosDontsBlock: Block = {
  slug: 'DosDonts',
  labels: { singular: 'Dos & Don’ts', plural: 'Dos & Don’ts' },
  interfaceName: 'DosDontsBlock',
  fields: [
    { name: 'titleDos', type: 'text', required: true },
    {
      name: 'textListDos',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    { name: 'titleDonts', type: 'text', required: true },
    {
      name: 'textListDonts',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [{ name: 'text', type: 'text', required: true }],
    },
  ],
};

/** The page's table of contents, built from its headings of level 2 and deeper (spec S2). */
export const TableOfContentsBlock: Block = {
  slug: 'TableOfContents',
  labels: { singular: 'Table of contents', plural: 'Tables of contents' },
  interfaceName: 'TableOfContentsBlock',
  fields: [{ name: 'title', type: 'text' }],
};
