import { linkTargetValidate } from '../fields/link-fields';
import type { Block } from 'payload';

/** A link to a content page of the shop (spec S3 InternalLink); its URL follows the page's slug. */
export const InternalLinkBlock: Block = {
  slug: 'InternalLink',
  interfaceName: 'InternalLinkBlock',
  fields: [
    { name: 'label', type: 'text', required: true },
    { name: 'internalTitle', type: 'text', admin: { description: 'For editors only.' } },
    { name: 'internalTarget', type: 'relationship', relationTo: 'content-pages', required: true },
  ],
};

/** A link to another site (spec S3 ExternalLink). */
export const ExternalLinkBlock: Block = {
  slug: 'ExternalLink',
  interfaceName: 'ExternalLinkBlock',
  fields: [
    { name: 'label', type: 'text', required: true },
    {
      name: 'externalTarget',
      type: 'text',
      required: true,
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && /^(https:\/\/|mailto:|tel:)/.test(value)
          ? true
          : 'A full https:// address, a mailto: or a tel: link.',
    },
    { name: 'openInNewTab', type: 'checkbox', defaultValue: false },
  ],
};

/** A link to an element of the same page (spec S3 AnchorLink). */
export const AnchorLinkBlock: Block = {
  slug: 'AnchorLink',
  interfaceName: 'AnchorLinkBlock',
  fields: [
    { name: 'label', type: 'text', required: true },
    {
      name: 'anchor',
      type: 'text',
      required: true,
      admin: { description: 'The id of the target (a heading’s id is its text in lower case with “-”).' },
    },
  ],
};

/** A button linking to a page of the shop or another site (spec S3 Button). */
export const ButtonBlock: Block = {
  slug: 'Button',
  interfaceName: 'ButtonBlock',
  fields: [
    { name: 'label', type: 'text', required: true },
    {
      name: 'link',
      type: 'text',
      required: true,
      admin: { description: 'A path in the shop (/content/…, /mode/…) or a full https:// address.' },
      validate: (value: string | null | undefined) => linkTargetValidate(value, { required: true }),
    },
    {
      name: 'color',
      type: 'select',
      defaultValue: 'Primary',
      options: ['Primary', 'Secondary'],
    },
    { name: 'trackingName', type: 'text' },
  ],
};

/** A button that does something in the page: open the chat, object to tracking, print (spec S3/S4). */
export const ActionButtonBlock: Block = {
  slug: 'ActionButton',
  interfaceName: 'ActionButtonBlock',
  fields: [
    { name: 'label', type: 'text', required: true },
    { name: 'type', type: 'select', required: true, options: ['CHAT', 'OPTOUT', 'PRINT'] },
  ],
};
