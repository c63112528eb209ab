import type { Block } from 'payload';
import { richText } from '../fields/rich-text';

/** Expandable sections; one opens at defaultIndex (1-based) (spec S3/S4 Accordion). */
export const AccordionBlock: Block = {
  slug: 'Accordion',
  interfaceName: 'AccordionBlock',
  fields: [
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [{ name: 'title', type: 'text', required: true }, richText('richtext', { required: true })],
    },
    {
      name: 'defaultIndex',
      type: 'number',
      min: 1,
      admin: { description: 'The item open when the page loads (1 = the first); empty: all closed.' },
    },
    {
      name: 'allowMultiple',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Several items may be open at once; otherwise opening one closes the others.' },
    },
  ],
};
