import type { CollectionConfig } from 'payload';
import { array } from 'payload/shared';
import { FILTER_IDS, filterTypeOf } from '@/lib/listing/filter-ids';
import { isEditor } from '../access/roles';
import { categoryIdsField } from '../fields/category-ids-field';
import { shopsField } from '../fields/shops-field';

/** Filters a visual filter can show: those whose choices are attribute or colour values. */
const VISUAL_FILTER_IDS = FILTER_IDS.filter((id) => {
  const type = filterTypeOf(id);
  return type === 'attribute' || type === 'color';
});

/**
 * Visual filters (spec storefront S2.3 item 4, S3.5, S5): a carousel of image tiles above a
 * listing's filters, one per choice of a filter (e.g. the necklines of dresses); a tile sets that
 * filter. It shows only when every choice the listing offers has an image here, and — with
 * “Keep this order” — only when the images name exactly the listing's choices (spec S5).
 */
export const VisualFilters: CollectionConfig = {
  slug: 'visual-filters',
  labels: { singular: 'Visual filter', plural: 'Visual filters' },
  admin: {
    group: 'Listings',
    useAsTitle: 'filterId',
    defaultColumns: ['filterId', 'categoryIds', 'shops', '_status', 'updatedAt'],
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  fields: [
    shopsField,
    categoryIdsField(
      'The listings that show this filter as images, e.g. c-mode-damen-kleider.',
      'Categories',
    ),
    {
      name: 'filterId',
      type: 'select',
      required: true,
      options: VISUAL_FILTER_IDS.map((id) => ({ value: id, label: id })),
      admin: { description: 'The listing filter whose choices the tiles set, e.g. neckline.' },
    },
    {
      name: 'keepOrder',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Show the tiles in the order below. The choices below must then be exactly the choices the listing offers, otherwise the carousel is not shown.',
      },
    },
    {
      name: 'choices',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 30,
      admin: {
        description: 'One image per choice; a choice of the listing without an image hides the carousel.',
      },
      // Payload's own checks (rows required, at most 30), then each choice once
      validate: (rows, options) => {
        const base = array(rows, options);
        if (base !== true) return base;
        const ids = (Array.isArray(rows) ? rows : []).map((row) => (row as { choiceId?: unknown }).choiceId);
        const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
        return twice.length === 0 ? true : `Each choice once: ${[...new Set(twice)].join(', ')}.`;
      },
      fields: [
        {
          name: 'choiceId',
          type: 'text',
          required: true,
          admin: { description: 'The choice as it appears in the listing’s URL, e.g. v-ausschnitt.' },
          validate: (value: string | null | undefined) =>
            typeof value === 'string' && /^[a-z0-9][a-z0-9-]{0,80}$/.test(value)
              ? true
              : 'Small letters, digits and “-”, as in the listing’s URL.',
        },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          required: true,
          admin: { description: 'Shown at 3:4.' },
        },
      ],
    },
  ],
};
