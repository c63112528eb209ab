import type { CollectionConfig } from 'payload';
import { isEditor } from '../access/roles';
import { ModalBannerBlock } from '../blocks/overlay-blocks';
import { linkGroup } from '../fields/link-fields';
import { richText } from '../fields/rich-text';
import { shopsField } from '../fields/shops-field';
import { uniquePerShop } from '../fields/slug-field';

/**
 * Modals (spec S3 Modal): a headline and rich text, an optional coupon code and a button, opened
 * through the URL hash by a Modal item or a banner's info button. Per locale like pages.
 */
export const Modals: CollectionConfig = {
  slug: 'modals',
  labels: { singular: 'Modal', plural: 'Modals' },
  admin: {
    group: 'Content',
    useAsTitle: 'headline',
    defaultColumns: ['headline', 'modalId', 'shops', '_status'],
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  fields: [
    {
      name: 'modalId',
      label: 'Id',
      type: 'text',
      required: true,
      index: true,
      validate: async (value: string | null | undefined, args: Parameters<typeof uniquePerShop>[3]) =>
        typeof value === 'string' && /^[a-z0-9][a-z0-9-]{0,59}$/.test(value)
          ? uniquePerShop('modals', 'modalId', value, args)
          : 'Lower-case letters, digits and “-”, up to 60: the id appears in the address (#id).',
    },
    shopsField,
    { name: 'headline', type: 'text', required: true, localized: true },
    {
      name: 'banner',
      type: 'blocks',
      blocks: [ModalBannerBlock],
      maxRows: 1,
      localized: true,
      admin: { description: 'A banner at the top of the modal (spec modalBanner), e.g. a coupon code.' },
    },
    { ...richText('richtext', { required: true }), localized: true },
    {
      name: 'coupon',
      type: 'group',
      fields: [
        { name: 'code', type: 'text' },
        { name: 'hint', type: 'text', localized: true },
      ],
    },
    {
      name: 'linkText',
      type: 'text',
      localized: true,
      admin: { description: 'The text of links that open this modal, unless the link brings its own.' },
    },
    {
      ...linkGroup('primaryButtonLink'),
      fields: linkGroup('primaryButtonLink').fields.map((field) =>
        'name' in field && field.name === 'label' ? { ...field, localized: true } : field,
      ),
    },
  ],
};
