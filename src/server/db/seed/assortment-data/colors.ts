import type { ProductTypeKey } from '@/lib/product-type';
import { COLOR_FAMILIES, type ColorFamilyId } from '@/lib/color-families';
import type { ColorTemplate } from '../assortment/types';

type FamilyId = ColorFamilyId;

const color = (label: string, code: string, family: FamilyId): ColorTemplate => ({
  label,
  code,
  family,
  familyLabel: COLOR_FAMILIES[family].label,
});

/** German fashion and home colour labels with hex codes and their searchColor family. */
export const COLOR_PALETTE: ColorTemplate[] = [
  color('Schwarz', '#1a1a1a', 'schwarz'),
  color('Weiß', '#ffffff', 'weiss'),
  color('Ecru', '#f1ead8', 'weiss'),
  color('Marine', '#1f2a44', 'blau'),
  color('Jeansblau', '#4a6a8f', 'blau'),
  color('Royalblau', '#2447a8', 'blau'),
  color('Hellblau', '#a9c8e8', 'blau'),
  color('Petrol', '#1d5e6b', 'tuerkis'),
  color('Türkis', '#2bb3b1', 'tuerkis'),
  color('Mint', '#a8dcc5', 'gruen'),
  color('Salbei', '#9caf88', 'gruen'),
  color('Dunkelgrün', '#1f4d36', 'gruen'),
  color('Khaki', '#7a7550', 'gruen'),
  color('Rot', '#c8102e', 'rot'),
  color('Bordeaux', '#6d1a2c', 'rot'),
  color('Rosé', '#e8b4b8', 'rosa'),
  color('Puder', '#ead1c8', 'rosa'),
  color('Pink', '#e6378a', 'rosa'),
  color('Fuchsia', '#c2185b', 'rosa'),
  color('Lila', '#6b3fa0', 'lila'),
  color('Flieder', '#c8a2c8', 'lila'),
  color('Orange', '#f08a24', 'orange'),
  color('Koralle', '#f2735f', 'orange'),
  color('Terrakotta', '#c0633f', 'orange'),
  color('Gelb', '#f5d33f', 'gelb'),
  color('Senf', '#d4a017', 'gelb'),
  color('Beige', '#d9c7a7', 'beige'),
  color('Sand', '#cbb994', 'beige'),
  color('Camel', '#b98b55', 'braun'),
  color('Braun', '#6b4a2e', 'braun'),
  color('Cognac', '#9a5b2b', 'braun'),
  color('Grau', '#8c8c8c', 'grau'),
  color('Anthrazit', '#3c3f44', 'grau'),
  color('Silbergrau', '#b4b8bd', 'grau'),
  color('Gold', '#c9a13b', 'gold'),
  color('Roségold', '#d4a59a', 'gold'),
  color('Messing', '#b5a642', 'gold'),
  color('Silber', '#c0c0c0', 'silber'),
  color('Natur', '#e6dcc5', 'natur'),
  color('Bunt', '#e94f6e', 'bunt'),
];

const BY_LABEL = new Map(COLOR_PALETTE.map((c) => [c.label, c]));

function pick(labels: readonly string[]): ColorTemplate[] {
  return labels.flatMap((label) => {
    const c = BY_LABEL.get(label);
    return c ? [c] : [];
  });
}

/** Sub-palettes per group of product types; clothing uses the broad fashion palette. */
// prettier-ignore
const FASHION = pick([
  'Schwarz', 'Weiß', 'Ecru', 'Marine', 'Jeansblau', 'Royalblau', 'Hellblau', 'Petrol', 'Salbei', 'Dunkelgrün',
  'Khaki', 'Rot', 'Bordeaux', 'Rosé', 'Pink', 'Lila', 'Flieder', 'Koralle', 'Terrakotta', 'Senf', 'Beige',
  'Camel', 'Braun', 'Grau', 'Anthrazit', 'Bunt',
]);

const GROUPS: { types: readonly ProductTypeKey[]; colors: ColorTemplate[] }[] = [
  {
    types: ['jeans'],
    colors: pick(['Jeansblau', 'Hellblau', 'Marine', 'Schwarz', 'Weiß', 'Grau', 'Anthrazit', 'Beige']),
  },
  {
    types: ['swimsuit', 'bikini', 'tankini', 'beachwear', 'beachdress'],
    colors: pick([
      'Schwarz',
      'Marine',
      'Royalblau',
      'Türkis',
      'Petrol',
      'Rot',
      'Pink',
      'Koralle',
      'Gelb',
      'Weiß',
      'Bunt',
    ]),
  },
  {
    types: ['bra', 'briefs', 'shapewear'],
    colors: pick(['Schwarz', 'Weiß', 'Ecru', 'Puder', 'Beige', 'Rosé', 'Marine', 'Bordeaux', 'Flieder']),
  },
  {
    types: ['nightdress', 'pyjama'],
    colors: pick([
      'Marine',
      'Hellblau',
      'Rosé',
      'Flieder',
      'Mint',
      'Salbei',
      'Weiß',
      'Grau',
      'Bordeaux',
      'Bunt',
    ]),
  },
  {
    types: ['hosiery', 'socks'],
    colors: pick(['Schwarz', 'Beige', 'Sand', 'Marine', 'Anthrazit', 'Grau', 'Weiß', 'Bordeaux', 'Bunt']),
  },
  {
    types: ['sneaker', 'slippers'],
    colors: pick(['Weiß', 'Schwarz', 'Marine', 'Grau', 'Beige', 'Rosé', 'Silber', 'Salbei', 'Cognac']),
  },
  {
    types: ['pumps', 'boots', 'ankleboots', 'sandals', 'ballerinas'],
    colors: pick([
      'Schwarz',
      'Braun',
      'Cognac',
      'Camel',
      'Beige',
      'Marine',
      'Bordeaux',
      'Grau',
      'Gold',
      'Silber',
    ]),
  },
  {
    types: ['bag', 'belt'],
    colors: pick([
      'Schwarz',
      'Cognac',
      'Braun',
      'Camel',
      'Beige',
      'Sand',
      'Weiß',
      'Bordeaux',
      'Salbei',
      'Gold',
    ]),
  },
  {
    types: ['necklace', 'earrings', 'bracelet', 'watch'],
    colors: pick(['Gold', 'Silber', 'Roségold']),
  },
  {
    types: ['bedlinen', 'towel', 'curtain', 'cushion', 'blanket', 'tablecloth', 'bathmat'],
    // prettier-ignore
    colors: pick([
      'Weiß', 'Ecru', 'Natur', 'Beige', 'Sand', 'Grau', 'Anthrazit', 'Salbei', 'Petrol', 'Rosé', 'Terrakotta',
      'Senf', 'Marine', 'Bunt',
    ]),
  },
  { types: ['duvet', 'pillow', 'mattress'], colors: pick(['Weiß', 'Natur', 'Ecru']) },
  { types: ['slattedframe'], colors: pick(['Natur', 'Weiß']) },
  {
    types: ['carpet'],
    colors: pick([
      'Beige',
      'Sand',
      'Natur',
      'Grau',
      'Anthrazit',
      'Braun',
      'Terrakotta',
      'Petrol',
      'Salbei',
      'Bunt',
    ]),
  },
  {
    types: ['bed', 'shelf', 'cabinet', 'table', 'chair'],
    colors: pick(['Natur', 'Weiß', 'Braun', 'Schwarz', 'Grau', 'Anthrazit']),
  },
  { types: ['lamp'], colors: pick(['Schwarz', 'Weiß', 'Messing', 'Silber', 'Gold', 'Natur']) },
  {
    types: ['vase', 'decoration', 'candle'],
    colors: pick([
      'Weiß',
      'Ecru',
      'Natur',
      'Sand',
      'Salbei',
      'Terrakotta',
      'Rosé',
      'Gold',
      'Schwarz',
      'Grau',
    ]),
  },
  {
    types: ['storagebox', 'bathaccessory'],
    colors: pick(['Weiß', 'Natur', 'Grau', 'Anthrazit', 'Schwarz', 'Beige', 'Salbei']),
  },
  { types: ['cookware'], colors: pick(['Schwarz', 'Silber', 'Anthrazit', 'Rot', 'Weiß']) },
  { types: ['kitchenappliance', 'vacuum'], colors: pick(['Schwarz', 'Weiß', 'Silber', 'Anthrazit', 'Rot']) },
  { types: ['householdhelper'], colors: pick(['Weiß', 'Grau', 'Schwarz', 'Silber', 'Türkis']) },
  { types: ['freegift'], colors: pick(['Schwarz', 'Natur', 'Rosé', 'Marine', 'Gold']) },
];

const BY_TYPE = new Map<ProductTypeKey, ColorTemplate[]>(
  GROUPS.flatMap((g) => g.types.map((type) => [type, g.colors] as const)),
);

/** Realistic sub-palette for a product type; clothing and accessories fall back to the fashion palette. */
export function colorsForType(type: ProductTypeKey): ColorTemplate[] {
  const colors = BY_TYPE.get(type);
  return colors && colors.length > 0 ? colors : FASHION;
}
