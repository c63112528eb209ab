import type { SelectField } from 'payload';

/** The layout colours of spec S9 (content display). */
export const LAYOUT_COLORS = [
  'Primary',
  'Highlighted',
  'Sale',
  'BlackSale',
  'Loyalty',
  'NeonLime',
  'MegaPrice',
] as const;
export type LayoutColor = (typeof LAYOUT_COLORS)[number];

/** A content item's layout colour (spec S9); the shop draws it with the class cms-color-{value}. */
export const layoutColorField: SelectField = {
  name: 'layoutColor',
  type: 'select',
  defaultValue: 'Primary',
  options: [
    { label: 'Primary', value: 'Primary' },
    { label: 'Highlighted (Fuchsia)', value: 'Highlighted' },
    { label: 'Sale', value: 'Sale' },
    { label: 'Black Sale', value: 'BlackSale' },
    { label: 'Loyalty programme', value: 'Loyalty' },
    { label: 'Neon lime', value: 'NeonLime' },
    { label: 'Mega price', value: 'MegaPrice' },
  ],
};
