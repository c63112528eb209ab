import { linkGroup } from '../fields/link-fields';
import { shopFrameCollection } from '../fields/one-per-shop';

/**
 * The editors' part of a shop's footer (spec S3 PageFooter): the service hotline and link groups
 * shown above the legal links. The legal links (imprint, terms, privacy, withdrawal, accessibility)
 * stay in the code: no edit can remove what the law asks every page to link. One per shop.
 */
export const PageFooters = shopFrameCollection(
  'page-footers',
  { singular: 'Page footer', plural: 'Page footers' },
  [
    {
      name: 'hotline',
      type: 'group',
      fields: [
        { name: 'headline', type: 'text', localized: true },
        {
          name: 'phone',
          type: 'text',
          validate: (value: string | null | undefined) =>
            !value || /^\+?[0-9 ()/-]{6,30}$/.test(value)
              ? true
              : 'A phone number: digits, spaces, + ( ) / -.',
        },
        {
          name: 'hours',
          type: 'textarea',
          localized: true,
          admin: { description: 'Opening hours, one line each.' },
        },
      ],
    },
    {
      name: 'linkGroups',
      type: 'array',
      maxRows: 4,
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        {
          name: 'links',
          type: 'array',
          maxRows: 10,
          fields: linkGroup('link', { required: true }).fields.map((field) =>
            'name' in field && field.name === 'label' ? { ...field, localized: true } : field,
          ),
        },
      ],
    },
  ],
);
