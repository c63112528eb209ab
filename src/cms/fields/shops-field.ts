import type { SelectField } from 'payload';
import { SHOP_OPTIONS } from '../locales';

/**
 * The shops an entry is shown in. An entry reaches a shop's visitors when the shop is chosen here
 * and the entry has texts in the shop's locale (no fallback to another language).
 */
export const shopsField: SelectField = {
  name: 'shops',
  type: 'select',
  hasMany: true,
  required: true,
  options: SHOP_OPTIONS,
  index: true,
  admin: {
    position: 'sidebar',
    description: 'The shops that show this entry; its texts come from the shop’s locale.',
  },
};
