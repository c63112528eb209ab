import type { CategoryNode } from '@/lib/category/types';
import { CONTENT_TITLE, VISUAL, category, categoryIcon, leaf, ruleLeaf, types } from './build';

const HEIMTEXTILIEN = category(
  '/wohnen/heimtextilien',
  'Heimtextilien',
  [
    category(
      '/wohnen/heimtextilien/bettwaesche',
      'Bettwäsche',
      [
        leaf('/wohnen/heimtextilien/bettwaesche/biber-bettwaesche', 'Biber-Bettwäsche', 'bedlinen'),
        leaf('/wohnen/heimtextilien/bettwaesche/satin-bettwaesche', 'Satin-Bettwäsche', 'bedlinen'),
        leaf('/wohnen/heimtextilien/bettwaesche/jersey-bettwaesche', 'Jersey-Bettwäsche', 'bedlinen'),
      ],
      VISUAL,
    ),
    leaf('/wohnen/heimtextilien/bettdecken', 'Bettdecken', 'duvet', VISUAL),
    leaf('/wohnen/heimtextilien/kopfkissen', 'Kopfkissen', 'pillow'),
    leaf('/wohnen/heimtextilien/handtuecher', 'Handtücher', 'towel', VISUAL),
    leaf('/wohnen/heimtextilien/gardinen', 'Gardinen & Vorhänge', 'curtain', VISUAL),
    leaf('/wohnen/heimtextilien/kissen', 'Kissen & Kissenhüllen', 'cushion', VISUAL),
    leaf('/wohnen/heimtextilien/decken', 'Wohndecken & Plaids', 'blanket'),
    leaf('/wohnen/heimtextilien/tischdecken', 'Tischdecken & Tischläufer', 'tablecloth'),
  ],
  VISUAL,
);

const MOEBEL = category(
  '/wohnen/moebel',
  'Möbel',
  [
    leaf('/wohnen/moebel/teppiche', 'Teppiche', 'carpet', VISUAL),
    leaf('/wohnen/moebel/matratzen', 'Matratzen', 'mattress', VISUAL),
    leaf('/wohnen/moebel/lattenroste', 'Lattenroste', 'slattedframe'),
    category(
      '/wohnen/moebel/betten',
      'Betten',
      [
        leaf('/wohnen/moebel/betten/boxspringbetten', 'Boxspringbetten', 'bed'),
        leaf('/wohnen/moebel/betten/polsterbetten', 'Polsterbetten', 'bed'),
        leaf('/wohnen/moebel/betten/massivholzbetten', 'Massivholzbetten', 'bed'),
      ],
      VISUAL,
    ),
    leaf('/wohnen/moebel/regale', 'Regale', 'shelf'),
    leaf('/wohnen/moebel/schraenke', 'Schränke & Kommoden', 'cabinet', VISUAL),
    leaf('/wohnen/moebel/tische', 'Tische', 'table'),
    leaf('/wohnen/moebel/stuehle', 'Stühle & Bänke', 'chair'),
  ],
  VISUAL,
);

const ORDNUNG_BAD = category(
  '/wohnen/ordnung-bad',
  'Ordnung & Bad',
  [
    leaf('/wohnen/ordnung-bad/badematten', 'Badematten & Badteppiche', 'bathmat', VISUAL),
    leaf('/wohnen/ordnung-bad/aufbewahrung', 'Aufbewahrung', 'storagebox', VISUAL),
    leaf('/wohnen/ordnung-bad/waeschekoerbe', 'Wäschekörbe', 'storagebox'),
    leaf('/wohnen/ordnung-bad/badaccessoires', 'Badaccessoires', 'bathaccessory', VISUAL),
    leaf('/wohnen/ordnung-bad/duschvorhaenge', 'Duschvorhänge', 'bathaccessory'),
  ],
  VISUAL,
);

const DEKO_BELEUCHTUNG = category(
  '/wohnen/deko-beleuchtung',
  'Deko & Beleuchtung',
  [
    leaf('/wohnen/deko-beleuchtung/lampen', 'Lampen & Leuchten', 'lamp', VISUAL),
    leaf('/wohnen/deko-beleuchtung/vasen', 'Vasen', 'vase'),
    leaf('/wohnen/deko-beleuchtung/dekoration', 'Dekoration', 'decoration', VISUAL),
    leaf('/wohnen/deko-beleuchtung/kunstpflanzen', 'Kunstpflanzen', 'decoration'),
    leaf('/wohnen/deko-beleuchtung/kerzen', 'Kerzen & Windlichter', 'candle', VISUAL),
  ],
  VISUAL,
);

const HAUSHALT_ELEKTRONIK = category(
  '/wohnen/haushalt-elektronik',
  'Haushalt & Elektronik',
  [
    leaf('/wohnen/haushalt-elektronik/toepfe-pfannen', 'Töpfe & Pfannen', 'cookware', VISUAL),
    leaf('/wohnen/haushalt-elektronik/kuechengeraete', 'Küchengeräte', 'kitchenappliance', VISUAL),
    leaf('/wohnen/haushalt-elektronik/staubsauger', 'Staubsauger', 'vacuum', VISUAL),
    leaf('/wohnen/haushalt-elektronik/haushaltshelfer', 'Haushaltshelfer', 'householdhelper'),
    leaf('/wohnen/haushalt-elektronik/buegeln-waeschepflege', 'Bügeln & Wäschepflege', 'householdhelper'),
  ],
  VISUAL,
);

/**
 * Themed worlds: rooms in the navigation; style and season worlds as content-title groups that
 * the Wohnwelten listing page shows grouped.
 */
const WOHNWELTEN = category(
  '/wohnen/wohnwelten',
  'Wohnwelten',
  [
    ruleLeaf(
      '/wohnen/wohnwelten/schlafzimmer',
      'Schlafzimmer',
      types('bed', 'mattress', 'slattedframe', 'bedlinen', 'duvet', 'pillow', 'cabinet'),
      VISUAL,
    ),
    ruleLeaf(
      '/wohnen/wohnwelten/wohnzimmer',
      'Wohnzimmer',
      types('carpet', 'shelf', 'table', 'cushion', 'blanket', 'curtain', 'lamp'),
      VISUAL,
    ),
    ruleLeaf(
      '/wohnen/wohnwelten/badezimmer',
      'Badezimmer',
      types('towel', 'bathmat', 'bathaccessory', 'storagebox'),
      VISUAL,
    ),
    ruleLeaf(
      '/wohnen/wohnwelten/kueche-esszimmer',
      'Küche & Esszimmer',
      types('cookware', 'kitchenappliance', 'table', 'chair', 'tablecloth'),
      VISUAL,
    ),
    category(
      '/wohnen/wohnwelten/stilwelten',
      'Stilwelten',
      [
        ruleLeaf(
          '/wohnen/wohnwelten/landhaus',
          'Landhausstil',
          types('tablecloth', 'cushion', 'curtain', 'vase', 'candle', 'cabinet'),
        ),
        ruleLeaf(
          '/wohnen/wohnwelten/skandinavisch',
          'Skandinavisch wohnen',
          types('blanket', 'cushion', 'lamp', 'shelf', 'chair', 'vase'),
        ),
        ruleLeaf(
          '/wohnen/wohnwelten/maritim',
          'Maritimes Wohnen',
          types('towel', 'bedlinen', 'decoration', 'cushion', 'bathmat'),
        ),
      ],
      CONTENT_TITLE,
    ),
    category(
      '/wohnen/wohnwelten/saisonwelten',
      'Saisonwelten',
      [
        ruleLeaf(
          '/wohnen/wohnwelten/weihnachten',
          'Weihnachtszauber',
          types('decoration', 'candle', 'tablecloth'),
        ),
        ruleLeaf('/wohnen/wohnwelten/ostern', 'Ostern & Frühling', types('decoration', 'vase', 'tablecloth')),
        ruleLeaf(
          '/wohnen/wohnwelten/herbst',
          'Gemütlicher Herbst',
          types('blanket', 'cushion', 'candle', 'decoration'),
        ),
      ],
      CONTENT_TITLE,
    ),
  ],
  VISUAL,
);

/** Wohnen: home goods, with exactly six groups. */
export const WOHNEN: CategoryNode = category(
  '/wohnen',
  'Wohnen',
  [HEIMTEXTILIEN, MOEBEL, ORDNUNG_BAD, DEKO_BELEUCHTUNG, HAUSHALT_ELEKTRONIK, WOHNWELTEN],
  { icon: categoryIcon('/wohnen') },
);
