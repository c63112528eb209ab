import type { CollectionConfig } from 'payload';
import { isEditor } from '../access/roles';
import { shopsField } from '../fields/shops-field';
import { uniquePerShop } from '../fields/slug-field';

/** A voucher code as the shop's checkout accepts it: 3–30 of A–Z, 0–9 and '-'. */
export const VOUCHER_CODE = /^[A-Z0-9-]{3,30}$/;

/**
 * Voucher entries (customer-and-content S3 "Voucher", fields not shown there): what the checkout
 * says about a redeemed code — a title and its conditions. The code itself, its value and validity
 * live in the shop's voucher table (what checkout redeems); an entry only words it for shoppers.
 */
export const Vouchers: CollectionConfig = {
  slug: 'vouchers',
  labels: { singular: 'Voucher', plural: 'Vouchers' },
  admin: {
    group: 'Checkout and account',
    useAsTitle: 'code',
    defaultColumns: ['code', 'title', 'shops', '_status', 'updatedAt'],
    description: 'Title and conditions the checkout shows once a shopper has redeemed the code.',
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      index: true,
      admin: {
        description: 'The code as shoppers type it, e.g. WILLKOMMEN10 (capital letters, digits, “-”).',
      },
      validate: async (value: string | null | undefined, args: Parameters<typeof uniquePerShop>[3]) =>
        typeof value === 'string' && VOUCHER_CODE.test(value)
          ? uniquePerShop('vouchers', 'code', value, args)
          : '3–30 capital letters, digits or “-”.',
    },
    shopsField,
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 80,
      admin: { description: 'Shown next to the code, e.g. “10 % Willkommensrabatt”.' },
    },
    {
      name: 'conditions',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 2000,
      admin: { description: 'The voucher’s conditions; paragraphs separated by a blank line.' },
    },
  ],
};
