import type { Block } from 'payload';
import { richText } from '../fields/rich-text';
import { layoutColorField } from './layout-colors';

/** A link that opens a modal through the URL hash (spec S3 Modal, S4 "Modals"). */
export const ModalBlock: Block = {
  slug: 'Modal',
  interfaceName: 'ModalBlock',
  fields: [
    { name: 'modal', type: 'relationship', relationTo: 'modals', required: true },
    { name: 'linkText', type: 'text', admin: { description: 'Empty: the modal’s own link text.' } },
  ],
};

/**
 * A campaign banner (spec S3 Banner, S4 "Banner countdown", S5): rich text, an optional coupon
 * code, a 7:1 (tablet and up) / 3:1 image, a countdown and an info button opening its modal.
 */
export const BannerBlock: Block = {
  slug: 'Banner',
  interfaceName: 'BannerBlock',
  fields: [
    { name: 'trackingName', type: 'text' },
    richText('text'),
    {
      name: 'couponCode',
      type: 'text',
      validate: (value: string | null | undefined) =>
        !value || /^[A-Za-z0-9-]{3,40}$/.test(value) ? true : 'Letters, digits and “-”, 3 to 40.',
    },
    {
      name: 'bannerImage',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Cut to 7:1 from tablet width, 3:1 on phones.' },
    },
    {
      name: 'bannerImageLink',
      type: 'text',
      admin: { description: 'Where the image leads (a path in the shop); not used on product pages.' },
    },
    {
      name: 'countdownStart',
      type: 'date',
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Empty: the countdown shows right away.',
      },
    },
    {
      name: 'countdown',
      type: 'date',
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        description: 'The end of the countdown; empty: none.',
      },
    },
    {
      name: 'modal',
      type: 'relationship',
      relationTo: 'modals',
      admin: { description: 'Opened by the info button.' },
    },
    layoutColorField,
  ],
};

/** A banner at the top of a modal (spec banner location modalBanner): a banner without a modal of its own. */
export const ModalBannerBlock: Block = {
  slug: 'ModalBanner',
  labels: { singular: 'Modal banner', plural: 'Modal banners' },
  interfaceName: 'ModalBannerBlock',
  fields: BannerBlock.fields.filter((field) => !('name' in field) || field.name !== 'modal'),
};

/** The cookies the shop sets, by consent group, as a table (spec S3 CookieList). */
export const CookieListBlock: Block = {
  slug: 'CookieList',
  interfaceName: 'CookieListBlock',
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'groups',
      type: 'select',
      hasMany: true,
      options: [
        { label: 'Necessary (C0001)', value: 'C0001' },
        { label: 'Performance (C0002)', value: 'C0002' },
        { label: 'Functional (C0003)', value: 'C0003' },
        { label: 'Targeting (C0004)', value: 'C0004' },
        { label: 'Social media (C0005)', value: 'C0005' },
      ],
      admin: { description: 'Empty: every group.' },
    },
  ],
};
