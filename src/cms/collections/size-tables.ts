import type { CollectionConfig } from 'payload';
import { isEditor } from '../access/roles';
import { categoryIdsField } from '../fields/category-ids-field';
import { richText } from '../fields/rich-text';
import { shopsField } from '../fields/shops-field';

/**
 * Size tables (spec S3 SizeTable): the measurements behind a product type's sizes, shown from the
 * product page's size selection. A table belongs to categories; a product shows the table of its
 * most specific category that has one (a dress: "Damen-Kleider" before "Damenmode").
 */
export const SizeTables: CollectionConfig = {
  slug: 'size-tables',
  labels: { singular: 'Size table', plural: 'Size tables' },
  admin: {
    group: 'Products',
    useAsTitle: 'internalTitle',
    defaultColumns: ['internalTitle', 'categoryIds', 'shops', '_status'],
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  fields: [
    { name: 'internalTitle', type: 'text', required: true, admin: { description: 'For editors only.' } },
    categoryIdsField(
      'Category ids of the tree, e.g. c-mode-damen-kleider; their products and those of their subcategories show this table unless a more specific one exists.',
      'Categories',
    ),
    shopsField,
    { name: 'headline', type: 'text', required: true, localized: true },
    {
      ...richText('table', {
        required: true,
        description: 'The table of measurements (insert a table), with how to measure.',
      }),
      localized: true,
    },
  ],
};
