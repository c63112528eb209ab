import { APIError, type CollectionConfig } from 'payload';
import { DEVICE_TYPES } from '@/lib/targeting/device-type';
import { isEditor } from '../access/roles';
import { shopsField } from '../fields/shops-field';

const YES_NO = [
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
];

/**
 * Targeting triggers (spec customer-and-content S3 "Trigger", S4 "Content targeting selection"):
 * conditions an entry (home page, listing entry) is shown under. Every condition left empty does
 * not restrict; an entry with a trigger is shown only where all its conditions hold, before the
 * untriggered entry of the same place. Pages that have triggered entries are rendered per visitor,
 * never from the shared page cache.
 */
export const Triggers: CollectionConfig = {
  slug: 'triggers',
  labels: { singular: 'Trigger', plural: 'Triggers' },
  admin: {
    group: 'Targeting',
    useAsTitle: 'internalTitle',
    defaultColumns: ['internalTitle', 'campaignTrigger', 'loginState', 'deviceType', 'app'],
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    // deleting a trigger in use would turn its entries into further untriggered ones
    beforeDelete: [
      async ({ id, req }) => {
        for (const [collection, what] of [
          ['home-pages', 'home page(s)'],
          ['plps', 'listing entr(y/ies)'],
        ] as const) {
          const { totalDocs } = await req.payload.count({
            collection,
            where: { trigger: { equals: id } },
            overrideAccess: true,
            req,
          });
          if (totalDocs > 0)
            throw new APIError(`This trigger is used by ${totalDocs} ${what}: remove it there first.`, 409);
        }
      },
    ],
  },
  fields: [
    { name: 'internalTitle', type: 'text', required: true, admin: { description: 'For editors only.' } },
    {
      ...shopsField,
      admin: { ...shopsField.admin, description: 'The shops whose editors use this trigger.' },
    },
    {
      name: 'campaignTrigger',
      type: 'text',
      index: true,
      validate: (value: string | null | undefined) =>
        !value || /^[A-Za-z0-9_-]{1,64}$/.test(value)
          ? true
          : 'Letters, digits, “-” and “_”, up to 64: the code arrives in links as ?campaignTrigger={code}.',
      admin: {
        description:
          'A campaign code: visitors who arrive through a link with ?campaignTrigger={code} see this entry first for the rest of their browser session.',
      },
    },
    {
      name: 'loginState',
      type: 'select',
      options: [
        { label: 'Logged in', value: 'loggedIn' },
        { label: 'Not logged in', value: 'loggedOut' },
      ],
    },
    { name: 'customerIsNewsletterRecipient', type: 'select', options: YES_NO },
    { name: 'customerHasShippingCostsFlat', type: 'select', options: YES_NO },
    {
      name: 'deviceType',
      type: 'select',
      hasMany: true,
      options: DEVICE_TYPES.map((value) => ({ label: value, value })),
      admin: { description: 'Empty: every device.' },
    },
    {
      name: 'app',
      type: 'select',
      options: [
        { label: 'Only in the app', value: 'onlyApp' },
        { label: 'Except in the app', value: 'exceptApp' },
      ],
    },
    {
      name: 'optimizelyTrigger',
      type: 'text',
      admin: {
        description: 'An A/B-test variation key (content_variant_test_{shop}); compared upper-cased.',
      },
    },
  ],
};
