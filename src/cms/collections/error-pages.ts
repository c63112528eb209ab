import type { CollectionConfig } from 'payload';
import { isEditor } from '../access/roles';
import { CONTENT_BLOCKS } from '../blocks/content-blocks';
import { shopsField } from '../fields/shops-field';
import { uniquePerShop } from '../fields/slug-field';

/**
 * The shop's error pages (spec customer-and-content S2, S8 "Error page"): errorPageNotFound (404,
 * and missing data) and errorPageUnknown (400, 403, 500 and any other failure). One of each kind
 * per shop; a shop without one shows the built-in texts of its language.
 */
export const ErrorPages: CollectionConfig = {
  slug: 'error-pages',
  labels: { singular: 'Error page', plural: 'Error pages' },
  admin: {
    group: 'Content',
    useAsTitle: 'headline',
    defaultColumns: ['headline', 'kind', 'shops', '_status'],
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { label: 'Not found (404)', value: 'errorPageNotFound' },
        { label: 'Unknown error (400, 403, 500)', value: 'errorPageUnknown' },
      ],
      validate: async (value: string | null | undefined, args: Parameters<typeof uniquePerShop>[3]) =>
        value ? uniquePerShop('error-pages', 'kind', value, args) : 'Choose the kind of error page.',
    },
    shopsField,
    { name: 'headline', type: 'text', required: true, localized: true },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      localized: true,
      admin: { description: '{phone} stands for the shop’s customer service number.' },
    },
    {
      name: 'content',
      type: 'blocks',
      blocks: CONTENT_BLOCKS,
      localized: true,
      admin: {
        description:
          'Not-found page only (help links, campaigns): the unknown-error page shows headline and text alone, as it must appear even when the server cannot render content.',
      },
    },
  ],
};
