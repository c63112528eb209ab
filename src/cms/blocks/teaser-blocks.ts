import type { Block, TextField } from 'payload';
import { imageRatioField } from '../fields/image-ratio';
import { linkGroup } from '../fields/link-fields';
import { richText } from '../fields/rich-text';
import { layoutColorField } from './layout-colors';

/** Product ids (six digits), comma-separated: the products an item shows as tiles. */
function productIdsField(description: string): TextField {
  return {
    name: 'productIds',
    type: 'text',
    validate: (value: string | null | undefined) =>
      !value || /^\d{6}(\s*,\s*\d{6}){0,11}$/.test(value.trim())
        ? true
        : 'Up to 12 product numbers (six digits), separated by commas.',
    admin: { description: `${description} Product numbers (six digits), comma-separated, up to 12.` },
  };
}

/**
 * A coloured box with a headline, text and an optional link (spec S3 Box; its fields are not
 * shown there: designed as a highlighted note or a service promise).
 */
export const BoxBlock: Block = {
  slug: 'Box',
  interfaceName: 'BoxBlock',
  fields: [
    { name: 'headline', type: 'text', required: true },
    richText('content', { required: true }),
    linkGroup('link'),
    layoutColorField,
  ],
};

/**
 * A teaser card: image, headline, text, and the whole card links to its target (spec S3 Card;
 * its fields are not shown there: designed like the listing's promotion card).
 */
export const CardBlock: Block = {
  slug: 'Card',
  interfaceName: 'CardBlock',
  fields: [
    { name: 'headline', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    imageRatioField('4:3'),
    linkGroup('link', {
      required: true,
      description: 'The label is the call to action; the whole card links.',
    }),
    layoutColorField,
  ],
};

/**
 * An inspiration: headline, text, link and one to three images, laid out by the number of images
 * (spec S3 "Inspiration item": 2, 3 or other).
 */
export const InspirationItemBlock: Block = {
  slug: 'InspirationItem',
  // the generated names would pass PostgreSQL's 63 characters
  dbName: ({ tableName }) => `${tableName}_blocks_insp_item`,
  interfaceName: 'InspirationItemBlock',
  fields: [
    { name: 'headline', type: 'text', required: true },
    richText('text'),
    linkGroup('link'),
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 3,
    },
    layoutColorField,
    productIdsField('The products shown with the inspiration.'),
  ],
};

/** An outfit: headline, description, image and its products (spec S3 "Outfit item"). */
export const OutfitItemBlock: Block = {
  slug: 'OutfitItem',
  interfaceName: 'OutfitItemBlock',
  fields: [
    { name: 'headline', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    imageRatioField('3:4'),
    productIdsField('The outfit’s products.'),
  ],
};
