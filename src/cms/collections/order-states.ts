import type { CollectionConfig } from 'payload';
import { isEditor } from '../access/roles';
import { shopsField } from '../fields/shops-field';
import { uniquePerShop } from '../fields/slug-field';
import { ORDER_STATES, type OrderStateKey } from '@/lib/account/order-states';

const LABELS: Record<OrderStateKey, string> = {
  placed: 'Order placed, no parcel yet',
  announced: 'Parcel announced',
  inTransit: 'In transit',
  inDeliveryDepot: 'In the delivery depot',
  outForDelivery: 'Out for delivery',
  delivered: 'Delivered',
};

/**
 * Order state entries (customer-and-content S3 "OrderState", fields not shown there): what the
 * order page tells a customer in the state their order is in — what happens next and what they can
 * do — below the parcel's tracking.
 */
export const OrderStates: CollectionConfig = {
  slug: 'order-states',
  labels: { singular: 'Order state', plural: 'Order states' },
  admin: {
    group: 'Checkout and account',
    useAsTitle: 'state',
    defaultColumns: ['state', 'headline', 'shops', '_status', 'updatedAt'],
    description: 'The explanation a customer’s order page shows for the state the order is in.',
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  fields: [
    {
      name: 'state',
      type: 'select',
      required: true,
      index: true,
      options: ORDER_STATES.map((value) => ({ value, label: LABELS[value] })),
      validate: async (value: string | null | undefined, args: Parameters<typeof uniquePerShop>[3]) =>
        typeof value === 'string' && (ORDER_STATES as readonly string[]).includes(value)
          ? uniquePerShop('order-states', 'state', value, args)
          : 'Choose a state.',
    },
    shopsField,
    { name: 'headline', type: 'text', required: true, localized: true, maxLength: 80 },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 1000,
      admin: { description: 'Paragraphs separated by a blank line.' },
    },
  ],
};
