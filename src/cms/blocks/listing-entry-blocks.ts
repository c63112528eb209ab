import type { Block } from 'payload';

/** A promotion card in a listing entry's cards (spec storefront S3.5: Promotion or Richtext). */
export const PromotionCardBlock: Block = {
  slug: 'Promotion',
  labels: { singular: 'Promotion card', plural: 'Promotion cards' },
  interfaceName: 'PromotionCardBlock',
  fields: [
    {
      name: 'promotion',
      type: 'relationship',
      relationTo: 'promotions',
      required: true,
      // only promotions of this entry's shops
      filterOptions: ({ data }) => {
        const shops = ((data as { shops?: string[] } | undefined)?.shops ?? []).filter(Boolean);
        return shops.length > 0 ? { shops: { in: shops } } : true;
      },
    },
  ],
};
