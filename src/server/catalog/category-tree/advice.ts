import type { CategoryNode } from '@/lib/category/types';
import { HIDDEN, category, ruleLeaf, types } from './build';

/**
 * SEO landing pages and advice pages. They are listing routes linked from search engines, editorial
 * content and the advice flows, not from the navigation: all hidden. (The few visible SEO pages
 * sit in the 'Beliebte Themen' group of /mode.)
 */
export const SEO_LANDING_PAGES: CategoryNode = category(
  '/s',
  'SEO-Landingpages',
  [
    ruleLeaf('/s/sommerkleider', 'Sommerkleider', types('dress', 'beachdress'), HIDDEN),
    ruleLeaf('/s/festliche-mode', 'Festliche Mode', types('dress', 'blouse', 'blazer', 'suit'), HIDDEN),
    ruleLeaf('/s/kaschmir-pullover', 'Kaschmir-Pullover', types('sweater', 'cardigan'), HIDDEN),
    ruleLeaf('/s/damen-jeans', 'Damenjeans', types('jeans'), HIDDEN),
    ruleLeaf('/s/bequeme-schuhe', 'Bequeme Schuhe', types('sneaker', 'slippers', 'ballerinas'), HIDDEN),
    ruleLeaf('/s/boxspringbetten', 'Boxspringbetten', types('bed', 'mattress'), HIDDEN),
    ruleLeaf('/s/biber-bettwaesche', 'Biber-Bettwäsche', types('bedlinen'), HIDDEN),
    ruleLeaf('/s/teppiche-wohnzimmer', 'Teppiche fürs Wohnzimmer', types('carpet'), HIDDEN),
  ],
  HIDDEN,
);

export const ADVICE_PAGES: CategoryNode = category(
  '/ber',
  'Beratung',
  [
    ruleLeaf('/ber/oberteile-hemdkragen', 'Oberteile mit Hemdkragen', types('blouse', 'shirt', 'dress')),
    ruleLeaf('/ber/jeans-passformen', 'Jeans-Passformen', types('jeans'), {
      title: 'Welche Jeans passt zu mir?',
    }),
    ruleLeaf('/ber/bh-ratgeber', 'BH-Ratgeber', types('bra', 'shapewear'), {
      title: 'Den perfekten BH finden',
    }),
    ruleLeaf(
      '/ber/matratzen-ratgeber',
      'Matratzen-Ratgeber',
      types('mattress', 'slattedframe', 'duvet', 'pillow'),
    ),
    category(
      '/ber/hochzeitsgast',
      'Hochzeitsgast',
      [
        ruleLeaf('/ber/hochzeitsgast/kleider', 'Kleider', types('dress')),
        ruleLeaf('/ber/hochzeitsgast/hosenanzuege', 'Hosenanzüge', types('suit', 'blazer', 'trousers')),
        ruleLeaf('/ber/hochzeitsgast/schuhe', 'Schuhe', types('pumps', 'sandals', 'ballerinas')),
        ruleLeaf(
          '/ber/hochzeitsgast/accessoires',
          'Accessoires',
          types('bag', 'necklace', 'earrings', 'scarf'),
        ),
      ],
      { title: 'Outfits für Hochzeitsgäste' },
    ),
  ],
  HIDDEN,
);

export const DRESS_ADVICE: CategoryNode = ruleLeaf('/beratung-kleider', 'Kleiderberatung', types('dress'), {
  ...HIDDEN,
  title: 'Welches Kleid passt zu mir?',
});

export const ADVICE_HUB: CategoryNode = ruleLeaf(
  '/conten/beratung',
  'Beratung & Ratgeber',
  types('dress', 'jeans', 'bra', 'mattress', 'bedlinen'),
  HIDDEN,
);

/** Result pages of the trouser advice flow ('reco' = recommendation), one per fit. */
export const TROUSER_ADVICE_RESULTS: CategoryNode[] = [
  ruleLeaf(
    '/hosenberatung-reco-regular-fit',
    'Hosenberatung: Regular Fit',
    types('trousers', 'jeans'),
    HIDDEN,
  ),
  ruleLeaf(
    '/hosenberatung-reco-slim-fit',
    'Hosenberatung: Slim Fit',
    types('trousers', 'jeans', 'leggings'),
    HIDDEN,
  ),
  ruleLeaf(
    '/hosenberatung-reco-weites-bein',
    'Hosenberatung: Weites Bein',
    types('trousers', 'culotte'),
    HIDDEN,
  ),
];
