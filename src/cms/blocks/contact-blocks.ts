import type { Block, SelectField } from 'payload';
import { richText } from '../fields/rich-text';

/** The contact icons of spec S3. */
export const CONTACT_ICONS = [
  'PHONE',
  'FAX',
  'FACEBOOK',
  'WHATSAPP',
  'CHAT',
  'MAIL',
  'ADDRESS',
  'STORES',
  'INFO',
] as const;

const iconField = (name: string): SelectField => ({ name, type: 'select', options: [...CONTACT_ICONS] });

/** A phone number with its opening hours and costs (spec S3 PhoneBox), as a box or inline. */
export const PhoneBoxBlock: Block = {
  slug: 'PhoneBox',
  interfaceName: 'PhoneBoxBlock',
  fields: [
    { ...iconField('icon'), defaultValue: 'PHONE' },
    { name: 'title', type: 'text', required: true },
    { name: 'subtitle', type: 'text' },
    {
      name: 'number',
      type: 'text',
      required: true,
      admin: { description: 'As dialled and shown, e.g. 0316 606 888; may end with * (see the disclaimer).' },
    },
    { name: 'disclaimer', type: 'text' },
    iconField('disclaimerIcon'),
    { name: 'inline', type: 'checkbox', defaultValue: false },
    { name: 'internalTitle', type: 'text', admin: { description: 'For editors only.' } },
  ],
};

/** A contact channel: icon, title, text and a button (spec S3 ContactBox). */
export const ContactBoxBlock: Block = {
  slug: 'ContactBox',
  interfaceName: 'ContactBoxBlock',
  fields: [
    { ...iconField('icon'), defaultValue: 'MAIL' },
    { name: 'title', type: 'text', required: true },
    richText('content'),
    { name: 'buttonLabel', type: 'text' },
    {
      name: 'buttonLink',
      type: 'text',
      admin: { description: 'A path in the shop, https://, mailto: or tel:.' },
    },
  ],
};
