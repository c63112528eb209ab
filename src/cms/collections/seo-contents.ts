import type { CollectionConfig } from 'payload';
import { categoryIndex } from '@/server/catalog/category-index';
import { isEditor } from '../access/roles';
import { richText } from '../fields/rich-text';
import { shopsField } from '../fields/shops-field';
import { uniquePerShop } from '../fields/slug-field';

/**
 * The editorial texts of a category's listing (spec S2.3, S3.5, S7.3 SeoContent / SeoContentBottom):
 * its title and description for search engines, the index directive, the headline shown on the
 * page, the link box and the SEO text below the products. Keyed by category id, not path: a
 * category's path differs per language, its id does not (decision 0016).
 */
export const SeoContents: CollectionConfig = {
  slug: 'seo-contents',
  labels: { singular: 'Listing SEO content', plural: 'Listing SEO contents' },
  admin: {
    group: 'Listings',
    useAsTitle: 'internalTitle',
    defaultColumns: ['internalTitle', 'categoryId', 'shops', '_status', 'updatedAt'],
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 30 },
  fields: [
    { name: 'internalTitle', type: 'text', required: true, admin: { description: 'For editors only.' } },
    {
      name: 'categoryId',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'The category’s id in the category tree, e.g. c-mode-damen-kleider.' },
      validate: async (value: string | null | undefined, args: Parameters<typeof uniquePerShop>[3]) => {
        if (!value || !categoryIndex.byId(value)) return 'No category has this id.';
        return uniquePerShop('seo-contents', 'categoryId', value, args);
      },
    },
    shopsField,
    {
      name: 'title',
      type: 'text',
      localized: true,
      admin: { description: 'The page title for search engines; empty: the category’s name.' },
    },
    {
      name: 'automaticShopname',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Append “ | {shop name}” to the title.' },
    },
    { name: 'description', type: 'textarea', localized: true, maxLength: 300 },
    {
      name: 'indexDirective',
      type: 'select',
      options: ['index, follow', 'noindex, follow'],
      admin: { description: 'Empty: as the shop is configured.' },
    },
    {
      name: 'categoryTitle',
      type: 'text',
      localized: true,
      admin: { description: 'The headline on the page; empty: the category’s name.' },
    },
    { ...richText('onsiteContent', { description: 'A short text above the products.' }), localized: true },
    {
      name: 'contentBox',
      type: 'group',
      admin: {
        description:
          'A box with a content page’s items above the listing’s filters (spec S2.3 item 3), e.g. a buying guide. Shown once the page is published for the shop.',
      },
      fields: [
        { name: 'contentPage', type: 'relationship', relationTo: 'content-pages' },
        {
          name: 'horizontalAlignment',
          type: 'select',
          defaultValue: 'left',
          options: ['left', 'center', 'right'],
        },
      ],
    },
    {
      name: 'linkBox',
      type: 'array',
      localized: true,
      maxRows: 6,
      admin: { description: 'Groups of links below the products (spec S2.3 link box).' },
      fields: [
        { name: 'label', type: 'text', required: true },
        {
          name: 'links',
          type: 'array',
          required: true,
          minRows: 1,
          maxRows: 12,
          fields: [
            { name: 'name', type: 'text', required: true },
            {
              name: 'destination',
              type: 'text',
              required: true,
              validate: (value: string | null | undefined) =>
                value && /^\/(?!\/)\S*$/.test(value) ? true : 'A path in the shop, starting with /.',
            },
          ],
        },
      ],
    },
    { ...richText('bottomContent', { description: 'The SEO text below the products.' }), localized: true },
  ],
};
