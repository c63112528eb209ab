import type { Block, Field } from 'payload';

/** The recommendation service's configuration (spec S3 "Recommendation content item"). */
const serviceFields: Field[] = [
  { name: 'serviceId', type: 'text', required: true },
  {
    name: 'parameters',
    type: 'array',
    fields: [
      { name: 'name', type: 'text', required: true },
      { name: 'value', type: 'text' },
    ],
    admin: { description: 'Named parameters for the service, e.g. categoryId.' },
  },
  {
    name: 'outputConfig',
    type: 'array',
    fields: [
      { name: 'outputId', type: 'text', required: true },
      // text, not a select: the enum's generated name would pass PostgreSQL's 63 characters
      {
        name: 'imageType',
        type: 'text',
        defaultValue: 'MODEL',
        validate: (value: string | null | undefined) =>
          !value || ['MODEL', 'PRODUCT'].includes(value) ? true : 'MODEL or PRODUCT.',
        admin: { description: 'MODEL or PRODUCT.' },
      },
    ],
  },
];

/**
 * Recommended products (spec S3 Recommendation): from the recommendation service (gkAir) or the
 * shopper's wishlist, as a slider or assortment cards.
 */
export const RecommendationBlock: Block = {
  slug: 'Recommendation',
  // the generated names would pass PostgreSQL's 63 characters
  dbName: ({ tableName }) => `${tableName}_blocks_reco`,
  interfaceName: 'RecommendationBlock',
  fields: [
    { name: 'internalTitle', type: 'text', admin: { description: 'For editors only.' } },
    {
      name: 'title',
      type: 'text',
      admin: { description: 'Shown above the products; the service’s title otherwise.' },
    },
    {
      name: 'recommendationType',
      type: 'select',
      required: true,
      defaultValue: 'gkAir',
      options: [
        { label: 'Recommendation service (gkAir)', value: 'gkAir' },
        { label: 'Wishlist (3 or more items)', value: 'Wishlist' },
      ],
    },
    {
      name: 'displayType',
      type: 'select',
      required: true,
      defaultValue: 'Reco Slider',
      options: ['Reco Slider', 'Assortment Cards'],
    },
    { name: 'ssr', type: 'checkbox', defaultValue: false, admin: { description: 'Rendered with the page.' } },
    {
      name: 'outputId',
      type: 'text',
      validate: (
        value: string | null | undefined,
        { siblingData }: { siblingData: { recommendationType?: string } },
      ) =>
        siblingData.recommendationType === 'Wishlist' || Boolean(value?.trim())
          ? true
          : 'The service’s output id is required.',
      admin: { condition: (_data, sibling) => sibling?.recommendationType !== 'Wishlist' },
    },
    {
      name: 'service',
      type: 'group',
      fields: serviceFields.map((field) =>
        'name' in field && field.name === 'serviceId' ? { ...field, required: false } : field,
      ) as Field[],
      admin: { condition: (_data, sibling) => sibling?.recommendationType !== 'Wishlist' },
    },
  ],
};

/** A slider of the recommendation service (gkAir) with its own title (spec S3 RecommendationGkAir). */
export const RecommendationGkAirBlock: Block = {
  slug: 'RecommendationGkAir',
  // the generated names would pass PostgreSQL's 63 characters
  dbName: ({ tableName }) => `${tableName}_blocks_reco_gk`,
  interfaceName: 'RecommendationGkAirBlock',
  fields: [
    { name: 'internalTitle', type: 'text', admin: { description: 'For editors only.' } },
    { name: 'title', type: 'text' },
    { name: 'outputId', type: 'text', required: true },
    ...serviceFields,
  ],
};
