import type { CategoryNode } from '@/lib/category/types';
import { CONTENT_TITLE, HIDDEN, VISUAL, category, categoryIcon, minSaving, onSale, ruleLeaf } from './build';
import { DRESSES, OUTERWEAR, TOPS, TROUSERS_SKIRTS } from './fashion-paths';

/** SALE: reduced products, by section; campaign pages are hidden and linked from teasers only. */
export const SALE: CategoryNode = category(
  '/sale',
  'SALE',
  [
    ruleLeaf('/sale/neuheiten-im-sale', 'Neuheiten im Sale', onSale(), VISUAL),
    category(
      '/sale/mode-damen',
      'Damenmode',
      [
        ruleLeaf('/sale/mode-damen-oberteile', 'Oberteile', onSale(...TOPS), VISUAL),
        ruleLeaf('/sale/mode-damen-kleider', 'Kleider & Jumpsuits', onSale(...DRESSES), VISUAL),
        ruleLeaf('/sale/mode-damen-hosen-roecke', 'Hosen & Röcke', onSale(...TROUSERS_SKIRTS), VISUAL),
        ruleLeaf('/sale/mode-damen-jacken-maentel', 'Jacken, Mäntel & Blazer', onSale(...OUTERWEAR), VISUAL),
      ],
      { ...VISUAL, title: 'Damenmode im Sale' },
    ),
    ruleLeaf(
      '/sale/mode-waesche-bademode',
      'Wäsche & Bademode',
      onSale('/mode/damen-waesche', '/mode/damen-bademode'),
      VISUAL,
    ),
    ruleLeaf('/sale/schuhe-damen', 'Schuhe', onSale('/mode/schuhe'), {
      ...VISUAL,
      title: 'Damenschuhe im Sale',
    }),
    ruleLeaf('/sale/accessoires', 'Accessoires', onSale('/mode/accessoires'), VISUAL),
    category(
      '/sale/wohnen-und-haushalt',
      'Wohnen & Haushalt',
      [
        ruleLeaf('/sale/wohnen-heimtextilien', 'Heimtextilien', onSale('/wohnen/heimtextilien')),
        ruleLeaf('/sale/wohnen-moebel', 'Möbel & Teppiche', onSale('/wohnen/moebel')),
        ruleLeaf(
          '/sale/wohnen-deko-haushalt',
          'Deko, Bad & Haushalt',
          onSale('/wohnen/deko-beleuchtung', '/wohnen/ordnung-bad', '/wohnen/haushalt-elektronik'),
        ),
      ],
      VISUAL,
    ),
    category(
      '/sale/nach-rabatt',
      'Nach Rabatt',
      [
        ruleLeaf('/sale/ab-30-prozent', 'Ab 30 % Rabatt', minSaving(30)),
        ruleLeaf('/sale/ab-50-prozent', 'Ab 50 % Rabatt', minSaving(50)),
      ],
      CONTENT_TITLE,
    ),
    ruleLeaf('/sale/midseason-sale', 'Midseason Sale', onSale(), HIDDEN),
    ruleLeaf('/sale/special-sale', 'Special Sale', minSaving(20), HIDDEN),
    ruleLeaf('/sale/black-sale-mode', 'Black Sale Mode', minSaving(30, '/mode'), HIDDEN),
    ruleLeaf('/sale/black-sale-wohnen', 'Black Sale Wohnen', minSaving(30, '/wohnen'), HIDDEN),
  ],
  { icon: categoryIcon('/sale') },
);
