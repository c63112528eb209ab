/** The listing filter ids of spec storefront S3.5, in the spec's order. */
export const FILTER_IDS = [
  'alloy', 'ankle', 'armLength', 'backNeckline', 'braceletMaterial', 'brandCut', 'care', 'classification',
  'cleaning', 'clockFace', 'collar', 'comfortLevel', 'covertype', 'cup', 'detail', 'fabric', 'fastener',
  'filling', 'filterSize', 'fly', 'form', 'heatDegree', 'heelHeight', 'hood', 'hosiery', 'jewelleryColor',
  'jewelleryLength', 'knit', 'length', 'lining', 'mainMaterial', 'materialFunction', 'mattressThickness',
  'mattressType', 'measures', 'neckline', 'occasion', 'packageSize', 'panelStyle', 'pattern', 'pockets',
  'price', 'sale', 'searchColor', 'seasonal', 'shape', 'shaping', 'sheetHeight', 'shoeWidth', 'sizeGuide',
  'sleeveStyle', 'stone', 'straps', 'sustainability', 'thermalRating', 'thigh', 'trademark', 'transparency',
  'type', 'typeBra', 'typeCarpet', 'underwire', 'upperMaterial', 'use', 'waistband', 'waistline',
] as const; // prettier-ignore

export type FilterId = (typeof FILTER_IDS)[number];

const KNOWN = new Set<string>(FILTER_IDS);

export function isFilterId(id: string): id is FilterId {
  return KNOWN.has(id);
}

/** Filter kinds of the Filter type (S3.5): which of the four choice kinds a filter offers. */
export type FilterType = 'attribute' | 'color' | 'range' | 'boolean';

export function filterTypeOf(id: FilterId): FilterType {
  if (id === 'searchColor') return 'color';
  if (id === 'price') return 'range';
  if (id === 'sale') return 'boolean';
  return 'attribute';
}

/**
 * Order in the 'Filter & Sort' layer: what shoppers reach for first, then the rest in the spec's order.
 * The sale filter is not listed: it is handled separately (S3.5).
 */
const LEADING: FilterId[] = ['filterSize', 'cup', 'searchColor', 'price', 'trademark', 'mainMaterial'];

export const FILTER_ORDER: FilterId[] = [
  ...LEADING,
  ...FILTER_IDS.filter((id) => !LEADING.includes(id) && id !== 'sale'),
];
