import type { BrandTemplate } from '../assortment/types';

/** Id of the in-house collection; its sub-lines reference it as parentId. */
export const HOUSE_BRAND_ID = 'lindgard';

/** Invented brands of the assortment (no real trademarks). */
export const BRANDS: BrandTemplate[] = [
  // in-house collection and its sub-lines
  { id: HOUSE_BRAND_ID, name: 'Lindgard', types: 'all' },
  { id: 'lindgard-essentials', name: 'Lindgard Essentials', parentId: HOUSE_BRAND_ID, types: 'fashion' },
  { id: 'lindgard-selection', name: 'Lindgard Selection', parentId: HOUSE_BRAND_ID, types: 'fashion' },
  { id: 'lindgard-comfort', name: 'Lindgard Comfort', parentId: HOUSE_BRAND_ID, types: 'fashion' },
  { id: 'lindgard-nature', name: 'Lindgard Nature', parentId: HOUSE_BRAND_ID, types: 'all' },
  // fashion
  { id: 'marlene-hofer', name: 'Marlene Hofer', types: 'fashion' },
  { id: 'alba-rosso', name: 'Alba Rosso', types: 'fashion' },
  { id: 'seeblick', name: 'Seeblick', types: 'fashion' },
  { id: 'vivienne-laurent', name: 'Vivienne Laurent', types: 'fashion' },
  { id: 'kornblume', name: 'Kornblume', types: 'fashion' },
  { id: 'studio-elvira', name: 'Studio Elvira', types: 'fashion' },
  { id: 'nordkap-denim', name: 'Nordkap Denim', types: 'fashion' },
  { id: 'helena-weiss', name: 'Helena Weiss', types: 'fashion' },
  // lingerie and swimwear
  {
    id: 'belle-amie',
    name: 'Belle Amie',
    types: ['bra', 'briefs', 'shapewear', 'nightdress', 'pyjama', 'hosiery', 'socks'],
  },
  {
    id: 'korallenriff',
    name: 'Korallenriff',
    types: ['swimsuit', 'bikini', 'tankini', 'beachwear', 'beachdress'],
  },
  {
    id: 'mondschein',
    name: 'Mondschein',
    types: ['nightdress', 'pyjama', 'bra', 'briefs', 'socks'],
  },
  // shoes
  {
    id: 'gehwohl',
    name: 'Gehwohl',
    types: ['sneaker', 'slippers', 'sandals', 'ballerinas', 'ankleboots'],
  },
  {
    id: 'donna-passo',
    name: 'Donna Passo',
    types: ['pumps', 'boots', 'ankleboots', 'sandals', 'ballerinas'],
  },
  {
    id: 'alpenschritt',
    name: 'Alpenschritt',
    types: ['sneaker', 'boots', 'ankleboots', 'slippers'],
  },
  // jewellery and accessories
  {
    id: 'lumina-schmuck',
    name: 'Lumina Schmuck',
    types: ['necklace', 'earrings', 'bracelet', 'watch'],
  },
  {
    id: 'carla-conti',
    name: 'Carla Conti',
    types: ['bag', 'scarf', 'belt', 'hat', 'gloves', 'necklace', 'earrings'],
  },
  // home
  { id: 'wohnglueck', name: 'Wohnglück', types: 'home' },
  { id: 'hygge-haus', name: 'Hygge Haus', types: 'home' },
  { id: 'landhaus-eibsee', name: 'Landhaus Eibsee', types: 'home' },
  { id: 'traumfein', name: 'Traumfein', types: 'home' },
];
