import type { CategoryNode } from '@/lib/category/types';
import { VISUAL, category, categoryIcon, isNew, ruleLeaf, types } from './build';

/** Plus-size fashion partner presented in its own Inspirationen section. */
export const PLUS_SIZE_PARTNER = 'Curvella';

/** Inspirationen: editorial entry points (news, trends, occasions), all filled by rule. */
export const INSPIRATIONEN: CategoryNode = category(
  '/inspirationen',
  'Inspirationen',
  [
    ruleLeaf('/inspirationen/neu', 'Neuheiten', isNew(), { ...VISUAL, title: 'Neu im Shop' }),
    category(
      '/inspirationen/trends',
      'Trends',
      [
        ruleLeaf(
          '/inspirationen/trends-leinen-look',
          'Leinen-Look',
          types('blouse', 'trousers', 'dress', 'tunic'),
          VISUAL,
        ),
        ruleLeaf(
          '/inspirationen/trends-streifen',
          'Streifen',
          types('shirt', 'tshirt', 'sweater', 'dress'),
          VISUAL,
        ),
        ruleLeaf('/inspirationen/trends-denim', 'Denim', types('jeans', 'jacket', 'skirt', 'dress'), VISUAL),
        ruleLeaf(
          '/inspirationen/trends-pastellfarben',
          'Pastellfarben',
          types('cardigan', 'blouse', 'top', 'skirt'),
          VISUAL,
        ),
        ruleLeaf(
          '/inspirationen/trends-kuscheliger-strick',
          'Kuscheliger Strick',
          types('sweater', 'cardigan', 'scarf', 'hat'),
          VISUAL,
        ),
      ],
      { ...VISUAL, title: 'Modetrends der Saison' },
    ),
    ruleLeaf(
      '/inspirationen/feste-feiern',
      'Feste & Feiern',
      types('dress', 'blouse', 'blazer', 'suit', 'pumps', 'bag', 'necklace', 'earrings'),
      VISUAL,
    ),
    ruleLeaf(
      '/inspirationen/business',
      'Business',
      types('blazer', 'blouse', 'trousers', 'suit', 'pumps', 'watch'),
      { ...VISUAL, title: 'Business-Mode' },
    ),
    category(
      '/inspirationen/curvella-welt',
      PLUS_SIZE_PARTNER,
      [
        ruleLeaf('/inspirationen/curvella-kleider', 'Kleider', types('dress', 'tunic'), VISUAL),
        ruleLeaf(
          '/inspirationen/curvella-oberteile',
          'Oberteile',
          types('shirt', 'blouse', 'sweater', 'cardigan'),
          VISUAL,
        ),
        ruleLeaf(
          '/inspirationen/curvella-hosen',
          'Hosen & Jeans',
          types('trousers', 'jeans', 'leggings'),
          VISUAL,
        ),
        ruleLeaf(
          '/inspirationen/curvella-bademode',
          'Bademode',
          types('swimsuit', 'tankini', 'beachdress'),
          VISUAL,
        ),
      ],
      { ...VISUAL, title: `${PLUS_SIZE_PARTNER} – Mode in großen Größen` },
    ),
  ],
  { icon: categoryIcon('/inspirationen') },
);
