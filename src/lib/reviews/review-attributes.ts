/**
 * The properties a product type is rated on besides the overall stars (spec S3.4: 'a detail rating
 * per property'), each on a scale of 1–5. Fit runs from 'runs small' (1) over 'true to size' (3)
 * to 'runs large' (5); the others from poor (1) to excellent (5).
 */
export type ReviewAttribute = 'fit' | 'quality' | 'comfort' | 'look' | 'value';

/** steps of every detail scale */
export const ATTRIBUTE_SCALE = 5;

/** worn with a size: fit matters */
const SIZED = new Set([
  'blazer', 'blouse', 'cardigan', 'coat', 'dress', 'jacket', 'shirt', 'sweater', 'sweatshirt', 'top',
  'tshirt', 'tunic', 'culotte', 'jeans', 'jumpsuit', 'leggings', 'shorts', 'skirt', 'suit', 'trousers',
  'beachdress', 'beachwear', 'bikini', 'bra', 'briefs', 'hosiery', 'nightdress', 'pyjama', 'shapewear',
  'socks', 'swimsuit', 'tankini', 'ankleboots', 'ballerinas', 'boots', 'pumps', 'sandals', 'slippers',
  'sneaker', 'gloves', 'hat',
]); // prettier-ignore

/** worn or carried without a size */
const ACCESSORIES = new Set(['bag', 'belt', 'bracelet', 'earrings', 'necklace', 'scarf', 'watch']);

/** The detail properties of a product type, in display order; none for free gifts. */
export function reviewAttributesFor(productType: string): readonly ReviewAttribute[] {
  if (productType === 'freegift') return [];
  if (SIZED.has(productType)) return ['fit', 'quality', 'comfort'];
  if (ACCESSORIES.has(productType)) return ['quality', 'look'];
  return ['quality', 'value', 'look'];
}
