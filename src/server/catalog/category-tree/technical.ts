import type { CategoryNode } from '@/lib/category/types';
import { HIDDEN, category, leaf, minSaving, onSale, ruleLeaf, types } from './build';

/**
 * Technical and virtual categories: targets of campaigns, e-mails, catalogues and the search.
 * All hidden from the navigation; each is still a listing route.
 */
export const TECHNICAL_CATEGORIES: CategoryNode[] = [
  ruleLeaf('/alles', 'Alle Artikel', { kind: 'all' }, HIDDEN),
  category(
    '/vcr',
    'Virtuelle Kategorien',
    [
      ruleLeaf('/vcr/20-prozent-auf-alles', '20% auf alles', minSaving(20)),
      ruleLeaf('/vcr/30-prozent-auf-kleider', '30% auf Kleider', minSaving(30, '/mode/damen-kleider')),
      ruleLeaf('/vcr/25-prozent-auf-schuhe', '25% auf Schuhe', minSaving(25, '/mode/schuhe')),
      ruleLeaf('/vcr/40-prozent-auf-wohnen', '40% auf Wohnen', minSaving(40, '/wohnen')),
      // the shop's free gift products are created here, out of every navigation and listing path
      leaf('/vcr/gratis-geschenk', 'Gratis-Geschenk', 'freegift'),
    ],
    HIDDEN,
  ),
  ruleLeaf('/srp-filter', 'Suchergebnis-Filter', { kind: 'all' }, HIDDEN),
  category(
    '/virtuelle-kategorie-fuer-kataloge',
    'Virtuelle Kategorie für Kataloge',
    [
      ruleLeaf(
        '/virtuelle-kategorie-fuer-kataloge/modekatalog',
        'Modekatalog',
        types('dress', 'blouse', 'sweater', 'trousers', 'jacket', 'swimsuit', 'bra', 'sneaker', 'bag'),
      ),
      ruleLeaf(
        '/virtuelle-kategorie-fuer-kataloge/wohnkatalog',
        'Wohnkatalog',
        types('bedlinen', 'towel', 'curtain', 'carpet', 'bed', 'lamp', 'cookware'),
      ),
    ],
    HIDDEN,
  ),
  category(
    '/virtuelle-suchergebnisseiten',
    'Virtuelle Suchergebnisseiten',
    [
      ruleLeaf(
        '/virtuelle-suchergebnisseiten/geschenkideen',
        'Geschenkideen',
        types('scarf', 'watch', 'bracelet', 'candle', 'decoration', 'gloves'),
      ),
      ruleLeaf(
        '/virtuelle-suchergebnisseiten/nachhaltige-mode',
        'Nachhaltige Mode',
        types('tshirt', 'jeans', 'sweater', 'dress'),
      ),
    ],
    HIDDEN,
  ),
  ruleLeaf('/virtuelle-kategorie-reco-sale', 'Virtuelle Kategorie Reco Sale', onSale(), HIDDEN),
  category(
    '/virtuelle-kategorien-fuer-emm',
    'Virtuelle Kategorien für EMM',
    [
      // UWG: reduced-price mailings must point at products whose reduction is shown lawfully
      category(
        '/virtuelle-kategorien-fuer-emm/uwg',
        'UWG',
        [
          ruleLeaf('/emm-uwg-mode', 'EMM UWG Mode', onSale('/mode')),
          ruleLeaf('/emm-uwg-schuhe', 'EMM UWG Schuhe', onSale('/mode/schuhe')),
          ruleLeaf('/emm-uwg-waesche', 'EMM UWG Wäsche', onSale('/mode/damen-waesche')),
          ruleLeaf('/emm-uwg-wohnen', 'EMM UWG Wohnen', onSale('/wohnen')),
        ],
        { title: 'UWG-konforme Preisreduzierungen' },
      ),
    ],
    HIDDEN,
  ),
];
