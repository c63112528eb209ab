import type { Block } from 'payload';
import { layoutColorField } from './layout-colors';

/** A coupon with its code(s), copy button and optional QR code (spec S3 Coupon). */
export const CouponBlock: Block = {
  slug: 'Coupon',
  interfaceName: 'CouponBlock',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'couponText', type: 'textarea' },
    {
      name: 'hint',
      type: 'text',
      admin: { description: 'A legal hint under the code (conditions, validity).' },
    },
    {
      name: 'code',
      type: 'text',
      required: true,
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && /^[A-Za-z0-9-]{3,40}$/.test(value)
          ? true
          : 'Letters, digits and “-”, 3 to 40.',
    },
    { name: 'code2', type: 'text', admin: { description: 'An optional second code.' } },
    { name: 'showQrCode', type: 'checkbox', defaultValue: false },
    { name: 'couponImage', type: 'upload', relationTo: 'media', admin: { description: 'Shown at 1:1.' } },
    layoutColorField,
    { name: 'hideInfoButton', type: 'checkbox', defaultValue: false },
  ],
};
