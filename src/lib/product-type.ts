/**
 * Product types of the assortment. A product type decides the size system, the attributes
 * (listing filter ids of spec S3.5), the silhouette of the generated product image and
 * the category a demo product is created in.
 */
export const PRODUCT_TYPES = [
  // clothing
  'dress',
  'blouse',
  'shirt',
  'tshirt',
  'top',
  'tunic',
  'sweater',
  'cardigan',
  'sweatshirt',
  'jacket',
  'coat',
  'blazer',
  'trousers',
  'jeans',
  'culotte',
  'leggings',
  'skirt',
  'shorts',
  'jumpsuit',
  'suit',
  // swimwear
  'swimsuit',
  'bikini',
  'tankini',
  'beachwear',
  'beachdress',
  // lingerie and nightwear
  'bra',
  'briefs',
  'shapewear',
  'nightdress',
  'pyjama',
  'hosiery',
  'socks',
  // shoes
  'sneaker',
  'pumps',
  'boots',
  'ankleboots',
  'sandals',
  'slippers',
  'ballerinas',
  // accessories
  'bag',
  'scarf',
  'belt',
  'necklace',
  'earrings',
  'bracelet',
  'watch',
  'hat',
  'gloves',
  // home textiles
  'bedlinen',
  'towel',
  'curtain',
  'cushion',
  'blanket',
  'duvet',
  'pillow',
  'tablecloth',
  // furniture
  'carpet',
  'mattress',
  'slattedframe',
  'bed',
  'shelf',
  'cabinet',
  'table',
  'chair',
  // storage and bath
  'bathmat',
  'storagebox',
  'bathaccessory',
  // decoration and lighting
  'lamp',
  'vase',
  'decoration',
  'candle',
  // household and electronics
  'cookware',
  'kitchenappliance',
  'vacuum',
  'householdhelper',
  // the one free gift of the shop
  'freegift',
] as const;

export type ProductTypeKey = (typeof PRODUCT_TYPES)[number];

export function isProductType(value: string): value is ProductTypeKey {
  return (PRODUCT_TYPES as readonly string[]).includes(value);
}
