import type { CollectionConfig } from 'payload';
import { categoryIndex } from '@/server/catalog/category-index';
import { isEditor } from '../access/roles';
import { triggerField } from '../fields/trigger-field';
import { categoryIdsField } from '../fields/category-ids-field';
import { BannerBlock } from '../blocks/overlay-blocks';
import { PromotionCardBlock } from '../blocks/listing-entry-blocks';
import { RichtextBlock } from '../blocks/text-blocks';
import { shopsField } from '../fields/shops-field';
import { previewUrl } from '../preview-url';

/** Listing bottom recommendation outputs an editor can choose (the gkAir service's). */
const BOTTOM_OUTPUTS = ['categoryBottom', 'lastSeen'] as const;

/**
 * Listing editorial entries (spec storefront S3.5 "PLP editorial entry", S9 editorial positions;
 * customer-and-content S3 Plp): for the categories named, up to three banners (full width, at
 * grid positions 18, 42 and 66) and up to seven cards (at 11 + 12n, or 10 + 12n for a card two
 * slots wide) on the first page of the listing, and the bottom recommendation's settings. Several
 * entries may name a category: targeting chooses one per visitor as for home pages.
 */
export const Plps: CollectionConfig = {
  slug: 'plps',
  labels: { singular: 'Listing entry', plural: 'Listing entries' },
  admin: {
    group: 'Listings',
    useAsTitle: 'internalTitle',
    defaultColumns: ['internalTitle', 'categoryIds', 'trigger', 'shops', '_status', 'updatedAt'],
    preview: (doc, { locale }) => {
      const first = (doc.categoryIds as string[] | undefined)?.[0];
      const path = first ? categoryIndex.byId(first)?.path : undefined;
      return path ? previewUrl(path, (doc.shops as string[] | undefined) ?? [], locale) : null;
    },
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 30 },
  fields: [
    { name: 'internalTitle', type: 'text', required: true, admin: { description: 'For editors only.' } },
    shopsField,
    categoryIdsField('The listings that show this entry, by category id (e.g. c-mode-damen-kleider).'),
    triggerField('Empty: the entry everyone sees unless a targeted entry’s trigger holds.'),
    {
      name: 'banners',
      type: 'blocks',
      blocks: [BannerBlock, RichtextBlock],
      maxRows: 3,
      localized: true,
      admin: { description: 'Full width between the products: the first after 18 items, then every 24.' },
    },
    {
      name: 'cards',
      type: 'blocks',
      blocks: [PromotionCardBlock, RichtextBlock],
      maxRows: 7,
      localized: true,
      admin: {
        description:
          'Cards between the products: item 12, then every 12th (item 11 for a card two slots wide: rich text, or a promotion tagged 4to3).',
      },
    },
    {
      name: 'bottomRecommendation',
      type: 'group',
      fields: [
        {
          name: 'outputId',
          type: 'select',
          defaultValue: 'categoryBottom',
          options: BOTTOM_OUTPUTS.map((value) => ({ label: value, value })),
        },
        {
          name: 'title',
          type: 'text',
          localized: true,
          admin: { description: 'Empty: the recommendation service’s title.' },
        },
      ],
    },
  ],
};
