/*
 * Women's clothing categories of /mode used in the `under` lists of sale and new-in rules. Each
 * names a category whose subtree and path prefix agree (checked by the data tests), so the seed may
 * resolve them either way. /mode/damenmode itself cannot be used: its children live at
 * /mode/damen-... paths.
 */
export const TOPS = [
  '/mode/damen-shirts',
  '/mode/damen-t-shirts',
  '/mode/damen-tops',
  '/mode/damen-blusen',
  '/mode/damen-tuniken',
  '/mode/damen-pullover',
  '/mode/damen-strickjacken',
  '/mode/damen-sweatshirts',
];
export const DRESSES = ['/mode/damen-kleider', '/mode/damen-jumpsuits'];
export const TROUSERS_SKIRTS = ['/mode/damen-hosen', '/mode/damen-roecke'];
export const OUTERWEAR = [
  '/mode/damen-jacken',
  '/mode/damen-maentel',
  '/mode/damen-blazer',
  '/mode/damen-anzuege',
];
export const CLOTHING = [...TOPS, ...DRESSES, ...TROUSERS_SKIRTS, ...OUTERWEAR];
