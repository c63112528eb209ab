import type { CategoryNode } from '@/lib/category/types';
import { CONTENT_TITLE, VISUAL, category, categoryIcon, isNew, leaf, ruleLeaf, types } from './build';

/** Name of the shop's in-house collection; its sub-lines are brands of their own. */
export const HOUSE_COLLECTION = 'Lindgard';

const DAMENMODE = category(
  '/mode/damenmode',
  'Damenmode',
  [
    leaf('/mode/damen-kleider', 'Kleider', 'dress', { ...VISUAL, title: 'Damenkleider' }),
    leaf('/mode/damen-blusen', 'Blusen', 'blouse', { ...VISUAL, title: 'Damenblusen' }),
    leaf('/mode/damen-shirts', 'Shirts', 'shirt', { ...VISUAL, title: 'Damenshirts' }),
    leaf('/mode/damen-t-shirts', 'T-Shirts', 'tshirt'),
    leaf('/mode/damen-tops', 'Tops', 'top'),
    leaf('/mode/damen-tuniken', 'Tuniken', 'tunic'),
    leaf('/mode/damen-pullover', 'Pullover', 'sweater', { ...VISUAL, title: 'Damenpullover' }),
    leaf('/mode/damen-strickjacken', 'Strickjacken', 'cardigan', VISUAL),
    leaf('/mode/damen-sweatshirts', 'Sweatshirts', 'sweatshirt'),
    category(
      '/mode/damen-hosen',
      'Hosen',
      [
        leaf('/mode/damen-hosen/stoffhosen', 'Stoffhosen', 'trousers'),
        leaf('/mode/damen-hosen/jeans', 'Jeans', 'jeans', { title: 'Damenjeans' }),
        leaf('/mode/damen-hosen/culotte', 'Culottes', 'culotte'),
        leaf('/mode/damen-hosen/leggings', 'Leggings', 'leggings'),
        leaf('/mode/damen-hosen/shorts', 'Shorts & Bermudas', 'shorts'),
      ],
      { ...VISUAL, title: 'Damenhosen' },
    ),
    leaf('/mode/damen-roecke', 'Röcke', 'skirt', VISUAL),
    leaf('/mode/damen-jumpsuits', 'Jumpsuits & Overalls', 'jumpsuit'),
    leaf('/mode/damen-jacken', 'Jacken', 'jacket', { ...VISUAL, title: 'Damenjacken' }),
    leaf('/mode/damen-maentel', 'Mäntel', 'coat', { ...VISUAL, title: 'Damenmäntel' }),
    leaf('/mode/damen-blazer', 'Blazer', 'blazer'),
    leaf('/mode/damen-anzuege', 'Hosenanzüge & Kostüme', 'suit'),
  ],
  VISUAL,
);

const BADEMODE = category(
  '/mode/damen-bademode',
  'Bademode',
  [
    leaf('/mode/damen-bademode/badeanzuege', 'Badeanzüge', 'swimsuit', VISUAL),
    leaf('/mode/damen-bademode/bikinis', 'Bikinis', 'bikini', VISUAL),
    leaf('/mode/damen-bademode/tankinis', 'Tankinis', 'tankini', VISUAL),
    leaf('/mode/damen-bademode/strandmode', 'Strandmode', 'beachwear'),
    leaf('/mode/damen-bademode/strandkleider', 'Strandkleider', 'beachdress'),
  ],
  { ...VISUAL, title: 'Damenbademode' },
);

const WAESCHE = category(
  '/mode/damen-waesche',
  'Wäsche',
  [
    category(
      '/mode/damen-waesche/bhs',
      'BHs',
      [
        leaf('/mode/damen-waesche/bhs/buegel-bhs', 'Bügel-BHs', 'bra'),
        leaf('/mode/damen-waesche/bhs/bhs-ohne-buegel', 'BHs ohne Bügel', 'bra'),
        leaf('/mode/damen-waesche/bhs/sport-bhs', 'Sport-BHs', 'bra'),
      ],
      VISUAL,
    ),
    leaf('/mode/damen-waesche/slips', 'Slips', 'briefs', VISUAL),
    leaf('/mode/damen-waesche/mieder', 'Mieder & Shapewear', 'shapewear'),
    leaf('/mode/damen-waesche/nachthemden', 'Nachthemden', 'nightdress', VISUAL),
    leaf('/mode/damen-waesche/pyjamas', 'Pyjamas', 'pyjama', VISUAL),
    leaf('/mode/damen-waesche/strumpfhosen', 'Strumpfhosen', 'hosiery'),
    leaf('/mode/damen-waesche/socken', 'Socken', 'socks'),
  ],
  { ...VISUAL, title: 'Damenwäsche' },
);

const SCHUHE = category(
  '/mode/schuhe',
  'Schuhe',
  [
    leaf('/mode/schuhe/sneaker', 'Sneaker', 'sneaker', VISUAL),
    leaf('/mode/schuhe/pumps', 'Pumps', 'pumps', VISUAL),
    leaf('/mode/schuhe/stiefel', 'Stiefel', 'boots', VISUAL),
    leaf('/mode/schuhe/stiefeletten', 'Stiefeletten', 'ankleboots', VISUAL),
    leaf('/mode/schuhe/sandalen', 'Sandalen & Sandaletten', 'sandals', VISUAL),
    leaf('/mode/schuhe/hausschuhe', 'Hausschuhe', 'slippers'),
    leaf('/mode/schuhe/ballerinas', 'Ballerinas', 'ballerinas'),
  ],
  { ...VISUAL, title: 'Damenschuhe' },
);

const ACCESSOIRES = category(
  '/mode/accessoires',
  'Accessoires',
  [
    leaf('/mode/accessoires/taschen', 'Taschen', 'bag', VISUAL),
    leaf('/mode/accessoires/schals-tuecher', 'Schals & Tücher', 'scarf', VISUAL),
    leaf('/mode/accessoires/guertel', 'Gürtel', 'belt'),
    category(
      '/mode/accessoires/schmuck',
      'Schmuck',
      [
        leaf('/mode/accessoires/schmuck/ketten', 'Ketten & Anhänger', 'necklace'),
        leaf('/mode/accessoires/schmuck/ohrringe', 'Ohrringe', 'earrings'),
        leaf('/mode/accessoires/schmuck/armbaender', 'Armbänder', 'bracelet'),
      ],
      VISUAL,
    ),
    leaf('/mode/accessoires/uhren', 'Uhren', 'watch', VISUAL),
    leaf('/mode/accessoires/muetzen-huete', 'Mützen & Hüte', 'hat'),
    leaf('/mode/accessoires/handschuhe', 'Handschuhe', 'gloves'),
  ],
  VISUAL,
);

const HOUSE_COLLECTION_NODE = category(
  '/mode/lindgard-kollektion',
  `${HOUSE_COLLECTION} Kollektion`,
  [
    ruleLeaf(
      '/mode/lindgard-kollektion/essentials',
      `${HOUSE_COLLECTION} Essentials`,
      types('tshirt', 'top', 'shirt', 'trousers', 'cardigan'),
      VISUAL,
    ),
    ruleLeaf(
      '/mode/lindgard-kollektion/selection',
      `${HOUSE_COLLECTION} Selection`,
      types('blouse', 'blazer', 'dress', 'suit', 'coat'),
      VISUAL,
    ),
    ruleLeaf(
      '/mode/lindgard-kollektion/comfort',
      `${HOUSE_COLLECTION} Comfort`,
      types('sweatshirt', 'leggings', 'tunic', 'pyjama', 'slippers'),
      VISUAL,
    ),
    ruleLeaf(
      '/mode/lindgard-kollektion/nature',
      `${HOUSE_COLLECTION} Nature`,
      types('sweater', 'jeans', 'skirt', 'scarf'),
      { ...VISUAL, title: `${HOUSE_COLLECTION} Nature – nachhaltige Mode` },
    ),
  ],
  VISUAL,
);

/** Popular SEO landing pages shown as a link group on the Mode listing page. */
const BELIEBTE_THEMEN = category(
  '/mode/damenmode-beliebte-themen',
  'Beliebte Themen',
  [
    ruleLeaf('/s/leinenmode', 'Leinenmode', types('blouse', 'trousers', 'dress', 'tunic')),
    ruleLeaf('/s/strickmode', 'Strickmode', types('sweater', 'cardigan', 'dress')),
    ruleLeaf('/s/bequeme-hosen', 'Bequeme Hosen', types('trousers', 'leggings', 'culotte')),
  ],
  CONTENT_TITLE,
);

/** Mode: women's fashion, the shop's main section. */
export const MODE: CategoryNode = category(
  '/mode',
  'Mode',
  [
    ruleLeaf('/mode/damen-neu-eingetroffen', 'Neu eingetroffen', isNew('/mode'), {
      ...VISUAL,
      title: 'Damenmode – neu eingetroffen',
    }),
    DAMENMODE,
    ruleLeaf(
      '/mode/damenmode-grosse-groessen',
      'Große Größen',
      types('dress', 'tunic', 'shirt', 'blouse', 'trousers', 'jeans', 'cardigan'),
      { ...VISUAL, title: 'Damenmode in großen Größen' },
    ),
    ruleLeaf(
      '/mode/damenmode-50-plus',
      'Mode ab 50',
      types('blouse', 'cardigan', 'trousers', 'tunic', 'dress', 'blazer'),
      { title: 'Damenmode ab 50' },
    ),
    ruleLeaf('/mode/damenmode-basics', 'Basics', types('tshirt', 'top', 'shirt', 'leggings', 'cardigan')),
    BADEMODE,
    WAESCHE,
    SCHUHE,
    ACCESSOIRES,
    HOUSE_COLLECTION_NODE,
    BELIEBTE_THEMEN,
  ],
  { icon: categoryIcon('/mode') },
);
