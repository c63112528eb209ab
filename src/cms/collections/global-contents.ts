import { shopFrameCollection } from '../fields/one-per-shop';

/**
 * Content every page of a shop shows (spec S3 GlobalContent): the payment methods' logos in the
 * footer, up to 8, each named for screen readers. One per shop.
 */
export const GlobalContents = shopFrameCollection(
  'global-contents',
  { singular: 'Global content', plural: 'Global content' },
  [
    {
      name: 'paymentLogos',
      type: 'array',
      maxRows: 8,
      admin: { description: 'Shown in the footer in this order; up to 8.' },
      fields: [
        { name: 'logo', type: 'upload', relationTo: 'media', required: true },
        {
          name: 'name',
          type: 'text',
          required: true,
          localized: true,
          admin: {
            description: 'The payment method as screen readers announce it, e.g. “Kauf auf Rechnung”.',
          },
        },
      ],
    },
  ],
);
