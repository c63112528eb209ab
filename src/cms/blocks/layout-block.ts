import type { Block } from 'payload';
import { richText } from '../fields/rich-text';

export const LAYOUT_COLUMN_COUNTS = [1, 2, 3, 4, 6];

/**
 * Up to six columns of rich text side by side (spec S3 Layout, S5, S9: fractions in twelfths).
 * Two columns may be split 25/75 or 75/25; other counts split evenly.
 */
export const LayoutBlock: Block = {
  slug: 'Layout',
  interfaceName: 'LayoutBlock',
  fields: [
    { name: 'internalTitle', type: 'text', admin: { description: 'For editors only.' } },
    {
      name: 'columns',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 6,
      validate: (value: unknown) =>
        Array.isArray(value) && LAYOUT_COLUMN_COUNTS.includes(value.length)
          ? true
          : 'A layout has 1, 2, 3, 4 or 6 columns.',
      fields: [
        richText('content', { required: true }),
        {
          name: 'horizontalAlignment',
          // the generated names would pass PostgreSQL's 63 characters
          dbName: ({ tableName }) => `${tableName}_blocks_h_align`,
          type: 'select',
          required: true,
          defaultValue: 'left',
          options: ['left', 'center', 'right'],
        },
      ],
    },
    {
      name: 'ratio',
      type: 'select',
      options: ['25/75', '75/25'],
      admin: { description: 'Only for two columns; empty splits evenly.' },
      validate: (
        value: string | null | undefined,
        { siblingData }: { siblingData: { columns?: unknown[] } },
      ) => (!value || (siblingData.columns?.length ?? 0) === 2 ? true : 'A ratio needs exactly two columns.'),
    },
    {
      name: 'verticalAlignment',
      // the generated names would pass PostgreSQL's 63 characters
      dbName: ({ tableName }) => `${tableName}_blocks_v_align`,
      type: 'select',
      required: true,
      defaultValue: 'top',
      options: ['top', 'center', 'bottom'],
    },
    {
      name: 'maxPageWidth',
      type: 'select',
      required: true,
      defaultValue: 'default (100%)',
      options: ['default (100%)', '65%'],
    },
  ],
};
