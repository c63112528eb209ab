import type { CollectionConfig } from 'payload';
import { isEditor } from '../access/roles';
import { CONTENT_BLOCKS } from '../blocks/content-blocks';
import { shopsField } from '../fields/shops-field';
import { slugField } from '../fields/slug-field';
import { previewUrl } from '../preview-url';

/**
 * Content pages at /content/{slug} (spec S2): legal pages, customer service, FAQ, newsletter,
 * sustainability. Texts and content per locale; a page without a title in a shop's locale does not
 * exist in that shop.
 */
export const ContentPages: CollectionConfig = {
  slug: 'content-pages',
  labels: { singular: 'Content page', plural: 'Content pages' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'shops', '_status', 'updatedAt'],
    preview: (doc, { locale }) =>
      typeof doc.slug === 'string'
        ? previewUrl(`/content/${doc.slug}`, (doc.shops as string[] | undefined) ?? [], locale)
        : null,
  },
  // the shop reads through the Local API (src/server/content); the REST API is for editors only
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  // scheduled publishing needs Payload's job runner on one node: not yet (decision 0015)
  versions: { drafts: true, maxPerDoc: 50 },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField('content-pages', 'The page’s address: /content/{slug}.'),
    shopsField,
    {
      type: 'group',
      name: 'seo',
      label: 'Search engines',
      fields: [
        { name: 'description', type: 'textarea', localized: true, maxLength: 300 },
        {
          name: 'indexDirective',
          type: 'select',
          defaultValue: 'index, follow',
          options: ['index, follow', 'noindex, follow'],
        },
      ],
    },
    { name: 'content', type: 'blocks', blocks: CONTENT_BLOCKS, localized: true },
  ],
};
