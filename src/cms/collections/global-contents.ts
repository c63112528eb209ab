import { BannerBlock } from '../blocks/overlay-blocks';
import { shopFrameCollection } from '../fields/one-per-shop';

/**
 * Content every page of a shop shows (spec S3 GlobalContent): the payment methods' logos in the
 * footer, up to 8, each named for screen readers, and the global banner below the header (spec
 * S3 banner location globalBanner; its info button opens 'global-{modal id}'). One per shop.
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
    {
      name: 'campaignLine',
      type: 'group',
      admin: {
        description:
          'A line above the footer’s links while a campaign runs, e.g. “Neukunden shoppen versandkostenfrei bis {date}” ({date}: the last day).',
      },
      fields: [
        { name: 'text', type: 'text', localized: true },
        {
          name: 'until',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayOnly' },
            description: 'The last day it shows (in the shop’s time zone).',
          },
        },
      ],
    },
    {
      name: 'globalBanner',
      type: 'blocks',
      blocks: [BannerBlock],
      maxRows: 1,
      localized: true,
      admin: {
        description:
          'Shown below the header on every page of the shop (spec globalBanner); schedule its publication for a campaign’s start.',
      },
    },
  ],
);
