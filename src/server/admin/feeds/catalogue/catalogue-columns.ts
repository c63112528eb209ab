import { TRANSLATED_LANGUAGES } from '@/lib/catalog-i18n/catalog-language';
import { CURRENCIES } from '@/lib/shop/shop';

/**
 * The catalogue feed's columns (README 'Loading your own catalogue', decision 0041): a row per size
 * offer (an EAN under a promotion), as Vendure's importer has a row per variant. The style's
 * columns are filled on its first row, the colour's on the colour's first row; later rows may
 * leave them empty or repeat them unchanged.
 */
export const STYLE_COLUMNS = [
  'style',
  'status',
  'brand',
  'brand_name',
  'category',
  'categories',
  'created_at',
  'mkz',
  'flag',
  'quantity_limit',
  'sales_unit',
  'heat_degree',
  'energy_class',
  'company_of_origin',
  'forwarding_agent',
  'disposal_service',
  'attributes',
  ...['de', ...TRANSLATED_LANGUAGES].flatMap((language) => [
    `name_${language}`,
    `main_title_${language}`,
    `description_${language}`,
  ]),
] as const;

export const COLOUR_COLUMNS = [
  'colour',
  'colour_label',
  'colour_code',
  'colour_family',
  'colour_promotion',
  'old_display_number',
  'images',
  'image_types',
  'image_alts',
] as const;

export const SIZE_COLUMNS = [
  'ean',
  'size_id',
  'size',
  'promotion',
  'stock',
  'availability',
  'deliverability',
  'subsequent_delivery',
  ...CURRENCIES.flatMap((currency) => {
    const c = currency.toLowerCase();
    return [`price_${c}`, `old_price_${c}`, `prior_price_${c}`, `reduced_since_${c}`];
  }),
] as const;

/** Every column in the order the export writes them. */
export const CATALOGUE_COLUMNS: readonly string[] = [...STYLE_COLUMNS, ...COLOUR_COLUMNS, ...SIZE_COLUMNS];

/** The columns a catalogue feed must have (the others may be left out: absent is 'as it is'). */
export const REQUIRED_CATALOGUE_COLUMNS = ['style', 'colour', 'ean', 'size', 'stock', 'price_eur'] as const;

/** A catalogue feed is told from a stock or price feed by its style column. */
export const isCatalogueHeader = (header: readonly string[]) => header.includes('style');

/** The separator of a cell holding a list (categories, attributes, images); `\|` is a literal bar. */
export const LIST_SEPARATOR = '|';

/** A list cell's items: split at every `|` not escaped as `\|` (`\\` is a backslash). */
export function splitList(cell: string): string[] {
  if (cell === '') return [];
  const items: string[] = [];
  let current = '';
  for (let i = 0; i < cell.length; i++) {
    const char = cell[i]!;
    if (char === '\\' && (cell[i + 1] === '|' || cell[i + 1] === '\\')) {
      current += cell[++i];
    } else if (char === LIST_SEPARATOR) {
      items.push(current.trim());
      current = '';
    } else current += char;
  }
  items.push(current.trim());
  return items;
}

/** A list cell of these items (the inverse of splitList). */
export function joinList(items: readonly string[]): string {
  return items.map((item) => item.replaceAll('\\', '\\\\').replaceAll('|', '\\|')).join(LIST_SEPARATOR);
}
