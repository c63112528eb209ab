import type { CollectionConfig } from 'payload';
import { isEditor } from '../access/roles';
import { categoryIdsField } from '../fields/category-ids-field';
import { BannerBlock } from '../blocks/overlay-blocks';
import { shopsField } from '../fields/shops-field';

/**
 * Product page entries (spec customer-and-content S3 Pdp; its fields are not shown there): the
 * pdpBanner of the products of some categories. A product shows the banner of the entry of its
 * most specific category that has one. The banner image does not link on product pages (S5).
 * No targeting: product pages are shared through the page cache.
 */
export const Pdps: CollectionConfig = {
  slug: 'pdps',
  labels: { singular: 'Product page entry', plural: 'Product page entries' },
  admin: {
    group: 'Products',
    useAsTitle: 'internalTitle',
    defaultColumns: ['internalTitle', 'categoryIds', 'shops', '_status', 'updatedAt'],
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  fields: [
    { name: 'internalTitle', type: 'text', required: true, admin: { description: 'For editors only.' } },
    shopsField,
    categoryIdsField(
      'Category ids, e.g. c-mode-damen-kleider: their products and those of their subcategories show this entry unless a more specific one exists.',
    ),
    {
      name: 'pdpBanner',
      type: 'blocks',
      blocks: [BannerBlock],
      maxRows: 1,
      localized: true,
      admin: { description: 'Shown above the product’s details.' },
    },
  ],
};
