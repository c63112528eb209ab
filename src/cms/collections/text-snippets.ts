import type { CollectionConfig } from 'payload';
import { isEditor } from '../access/roles';
import { shopsField } from '../fields/shops-field';
import { uniquePerShop } from '../fields/slug-field';

/** The amounts a snippet may name; the shop fills in its own prices (customer-and-content S3). */
export const SNIPPET_PLACEHOLDERS = ['freeShippingFrom', 'shipping', 'freight', 'express', 'cashOnDelivery'];

/**
 * Text snippets by key (customer-and-content S3 "Legal hint and text snippets"): the headline and
 * text of the modals that explain shipping costs, the withdrawal right and legal hints. Amounts are
 * placeholders ({shipping}, …) so the text always says what the shop charges.
 */
export const TextSnippets: CollectionConfig = {
  slug: 'text-snippets',
  labels: { singular: 'Text snippet', plural: 'Text snippets' },
  admin: { group: 'Content', useAsTitle: 'key', defaultColumns: ['key', 'headline', 'shops', '_status'] },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      index: true,
      admin: {
        description: 'What the shop asks for, e.g. shippingCost, cancellationRight or a legal hint’s id.',
      },
      validate: async (value: string | null | undefined, args: Parameters<typeof uniquePerShop>[3]) =>
        typeof value === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(value)
          ? uniquePerShop('text-snippets', 'key', value, args)
          : 'Letters, digits, “_” and “-”, up to 100.',
    },
    shopsField,
    { name: 'headline', type: 'text', required: true, localized: true },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      localized: true,
      admin: {
        description: `Paragraphs separated by a blank line. Amounts: ${SNIPPET_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}.`,
      },
      validate: (value: string | null | undefined) => {
        if (!value?.trim()) return 'Required.';
        const unknown = [...value.matchAll(/\{([^}]*)\}/g)]
          .map((match) => match[1]!)
          .filter((name) => !SNIPPET_PLACEHOLDERS.includes(name));
        return unknown.length === 0
          ? true
          : `Unknown placeholders: ${unknown.map((name) => `{${name}}`).join(', ')}.`;
      },
    },
  ],
};
