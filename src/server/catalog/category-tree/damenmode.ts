import type { CategoryNode } from '@/lib/category/types';
import { CONTENT_TITLE, HIDDEN, VISUAL, category, isNew, ruleLeaf, types } from './build';
import { CLOTHING } from './fashion-paths';

/**
 * The newer nested women's fashion paths (/damenmode/...). They are reachable as listing routes
 * (campaigns, app deep links, search engines) but hidden from the navigation, which still leads
 * through /mode, so the shopper never sees two women's fashion sections side by side.
 * Being hidden, they are never a product's primary category: they are filled by product-type rules
 * with the same products as their /mode counterparts.
 */
export const DAMENMODE_NESTED: CategoryNode = category(
  '/damenmode',
  'Damenmode',
  [
    category(
      '/damenmode/bekleidung',
      'Bekleidung',
      [
        ruleLeaf('/damenmode/bekleidung/neu', 'Neu', isNew(...CLOTHING), { title: 'Neue Damenbekleidung' }),
        category(
          '/damenmode/bekleidung/oberteile',
          'Oberteile',
          [
            ruleLeaf('/damenmode/bekleidung/oberteile/shirts', 'Shirts', types('shirt', 'tshirt')),
            ruleLeaf('/damenmode/bekleidung/oberteile/blusen', 'Blusen', types('blouse')),
            ruleLeaf('/damenmode/bekleidung/oberteile/pullover', 'Pullover', types('sweater')),
            ruleLeaf('/damenmode/bekleidung/oberteile/strickjacken', 'Strickjacken', types('cardigan')),
            ruleLeaf('/damenmode/bekleidung/oberteile/tops', 'Tops', types('top')),
          ],
          CONTENT_TITLE,
        ),
        category(
          '/damenmode/bekleidung/hosen-roecke',
          'Hosen & Röcke',
          [
            ruleLeaf('/damenmode/bekleidung/hosen-roecke/hosen', 'Hosen', types('trousers', 'culotte')),
            ruleLeaf('/damenmode/bekleidung/hosen-roecke/jeans', 'Jeans', types('jeans')),
            ruleLeaf('/damenmode/bekleidung/hosen-roecke/roecke', 'Röcke', types('skirt')),
            ruleLeaf('/damenmode/bekleidung/hosen-roecke/shorts', 'Shorts', types('shorts')),
          ],
          CONTENT_TITLE,
        ),
        category(
          '/damenmode/bekleidung/jacken-maentel',
          'Jacken & Mäntel',
          [
            ruleLeaf('/damenmode/bekleidung/jacken-maentel/jacken', 'Jacken', types('jacket')),
            ruleLeaf('/damenmode/bekleidung/jacken-maentel/maentel', 'Mäntel', types('coat')),
          ],
          CONTENT_TITLE,
        ),
        ruleLeaf('/damenmode/bekleidung/kleider', 'Kleider', types('dress'), VISUAL),
        ruleLeaf('/damenmode/bekleidung/jumpsuits', 'Jumpsuits', types('jumpsuit'), VISUAL),
      ],
      VISUAL,
    ),
    category(
      '/damenmode/waesche',
      'Wäsche',
      [
        ruleLeaf('/damenmode/waesche/bhs', 'BHs', types('bra')),
        ruleLeaf('/damenmode/waesche/slips', 'Slips', types('briefs')),
        ruleLeaf('/damenmode/waesche/nachtwaesche', 'Nachtwäsche', types('nightdress', 'pyjama')),
      ],
      VISUAL,
    ),
    category(
      '/damenmode/bademode',
      'Bademode',
      [
        ruleLeaf('/damenmode/bademode/badeanzuege', 'Badeanzüge', types('swimsuit')),
        ruleLeaf('/damenmode/bademode/bikinis', 'Bikinis', types('bikini', 'tankini')),
        ruleLeaf('/damenmode/bademode/strandmode', 'Strandmode', types('beachwear', 'beachdress')),
      ],
      VISUAL,
    ),
    category(
      '/damenmode/schuhe',
      'Schuhe',
      [
        ruleLeaf('/damenmode/schuhe/sneaker', 'Sneaker', types('sneaker')),
        ruleLeaf('/damenmode/schuhe/stiefeletten', 'Stiefeletten', types('ankleboots')),
        ruleLeaf('/damenmode/schuhe/sandalen', 'Sandalen', types('sandals')),
      ],
      VISUAL,
    ),
    category(
      '/damenmode/accessoires',
      'Accessoires',
      [
        ruleLeaf('/damenmode/accessoires/taschen', 'Taschen', types('bag')),
        ruleLeaf('/damenmode/accessoires/schals-tuecher', 'Schals & Tücher', types('scarf')),
        ruleLeaf('/damenmode/accessoires/schmuck', 'Schmuck', types('necklace', 'earrings', 'bracelet')),
      ],
      VISUAL,
    ),
    category(
      '/damenmode/anlaesse',
      'Anlässe',
      [
        ruleLeaf(
          '/damenmode/anlaesse/hochzeitsgast',
          'Hochzeitsgast',
          types('dress', 'suit', 'blazer', 'pumps', 'bag'),
          { title: 'Outfits für Hochzeitsgäste' },
        ),
        ruleLeaf('/damenmode/anlaesse/buero', 'Büro', types('blazer', 'blouse', 'trousers', 'suit')),
        ruleLeaf(
          '/damenmode/anlaesse/freizeit',
          'Freizeit',
          types('tshirt', 'jeans', 'sweatshirt', 'sneaker'),
        ),
      ],
      CONTENT_TITLE,
    ),
  ],
  HIDDEN,
);
