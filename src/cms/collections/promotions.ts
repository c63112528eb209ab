import { hasInteractiveContent } from '@/lib/content/rich-text-interactive';
import { richText as richTextValidation } from 'payload/shared';
import type { CollectionConfig } from 'payload';
import { categoryIndex } from '@/server/catalog/category-index';
import { isEditor } from '../access/roles';
import { layoutColorField } from '../blocks/layout-colors';
import { linkTargetValidate } from '../fields/link-fields';
import { richText } from '../fields/rich-text';
import { shopsField } from '../fields/shops-field';

/** The display types of a promotion card (spec customer-and-content S3 Promotion). */
export const PROMOTION_DISPLAY_TYPES = [
  'DEFAULT',
  'CALL_TO_ACTION',
  'COMPACT',
  'INSPIRATION',
  'ASSET_ONLY',
  'BOX',
  'PLAIN',
  'CUSTOM',
] as const;

const productIdValidate = (value: string | null | undefined) =>
  !value || /^\d{6}$/.test(value.trim()) ? true : 'A product number: six digits.';

/**
 * Promotion cards (spec customer-and-content S3 Promotion and Eyecatcher, S5 card checks): placed
 * between the products of a listing by listing entries (Plp), or in a home page's promotion
 * carousel. The card links to `link`, else to the category of `categoryImageLink`; internal links
 * carry promotionId and the pinned products (pin), which the target listing shows first.
 */
export const Promotions: CollectionConfig = {
  slug: 'promotions',
  labels: { singular: 'Promotion', plural: 'Promotions' },
  admin: {
    group: 'Listings',
    useAsTitle: 'internalTitle',
    defaultColumns: ['internalTitle', 'displayType', 'shops', '_status', 'updatedAt'],
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  fields: [
    { name: 'internalTitle', type: 'text', required: true, admin: { description: 'For editors only.' } },
    shopsField,
    {
      name: 'displayType',
      type: 'select',
      required: true,
      defaultValue: 'DEFAULT',
      options: PROMOTION_DISPLAY_TYPES.map((value) => ({ label: value, value })),
      admin: {
        description:
          'DEFAULT image and texts; CALL_TO_ACTION with a button; COMPACT image beside the text; INSPIRATION text on the image; ASSET_ONLY the image alone; BOX a coloured box (no image needed); PLAIN text only; CUSTOM the rich text on the image.',
      },
    },
    {
      name: 'lenientCheck',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Strict (default): a card without an image is not shown. Lenient: an image or a title is enough. BOX cards are always lenient.',
      },
    },
    {
      name: 'tags',
      type: 'select',
      hasMany: true,
      options: [{ label: '4to3 (two slots wide in a listing)', value: '4to3' }],
    },
    {
      name: 'headline',
      type: 'text',
      localized: true,
      admin: { description: 'A small line above the title.' },
    },
    { name: 'title', type: 'text', localized: true },
    { name: 'text', type: 'textarea', localized: true },
    {
      ...richText('customText', {
        description:
          'CUSTOM cards: the text drawn on the image. No links or embedded entries: the whole card is one link.',
      }),
      localized: true,
      // no links or controls inside the card's link, then the editor's own checks
      validate: (
        value: Parameters<typeof richTextValidation>[0],
        options: Parameters<typeof richTextValidation>[1],
      ) =>
        hasInteractiveContent(value)
          ? 'The text is drawn on a card that is one link: it may hold no links, uploads, check lists, coupons or modal links.'
          : richTextValidation(value, options),
    },
    { name: 'callToAction', type: 'text', localized: true, admin: { description: 'The link’s label.' } },
    {
      name: 'link',
      type: 'text',
      validate: (value: string | null | undefined) => linkTargetValidate(value),
      admin: {
        description: 'A path in the shop (/mode/…) or a full https:// address; empty: the category below.',
      },
    },
    {
      name: 'categoryImageLink',
      type: 'text',
      validate: (value: string | null | undefined) =>
        !value || categoryIndex.byId(value) ? true : 'No category has this id.',
      admin: {
        description:
          'A category id (e.g. c-mode-damen-kleider): the card links there when it has no link, and without an image it shows the category’s best seller.',
      },
    },
    {
      name: 'automatedProductId',
      type: 'text',
      validate: productIdValidate,
      admin: { description: 'Without an image: this product’s picture.' },
    },
    {
      name: 'pinnedProductIDs',
      type: 'text',
      validate: (value: string | null | undefined) =>
        !value || /^\d{6}(\s*,\s*\d{6}){0,11}$/.test(value.trim())
          ? true
          : 'Up to 12 product numbers (six digits), separated by commas.',
      admin: { description: 'Shown first on the linked listing, in this order.' },
    },
    {
      name: 'asset',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown at 3:4 (4:3 when 4to3).' },
    },
    {
      name: 'legalHint',
      type: 'text',
      localized: true,
      admin: { description: 'Small print under the card, e.g. the campaign’s conditions.' },
    },
    {
      name: 'eyecatcher',
      type: 'group',
      fields: [
        {
          name: 'eyecatcherType',
          type: 'select',
          defaultValue: 'NONE',
          options: ['NONE', 'TEXT', 'PRICE_BY_PRODUCTID'].map((value) => ({ label: value, value })),
        },
        {
          name: 'eyecatcherText',
          type: 'text',
          localized: true,
          admin: { description: 'TEXT: e.g. “-30 %”.' },
        },
        {
          name: 'productId',
          type: 'text',
          validate: productIdValidate,
          admin: { description: 'PRICE_BY_PRODUCTID: the product whose price is shown.' },
        },
        {
          name: 'size',
          type: 'select',
          defaultValue: 'medium',
          options: ['small', 'medium', 'large'].map((value) => ({ label: value, value })),
        },
        {
          name: 'eyecatcherDesign',
          type: 'select',
          defaultValue: 'DEFAULT',
          options: ['DEFAULT', 'TRANSPARENT_DARK', 'TRANSPARENT_LIGHT'].map((value) => ({
            label: value,
            value,
          })),
        },
      ],
    },
    layoutColorField,
    { name: 'trackingName', type: 'text', admin: { description: 'The promotion’s name in analytics.' } },
    { name: 'promotionTarget', type: 'text', admin: { description: 'Where it points, for analytics.' } },
  ],
};
