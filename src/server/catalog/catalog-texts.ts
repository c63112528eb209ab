import {
  catalogLanguage,
  catalogTexts,
  type CatalogTexts,
  type Vocabulary,
} from '@/lib/catalog-i18n/catalog-language';
import type { Locale } from '@/lib/shop/shop';
import cs from './i18n/cs.json';
import fr from './i18n/fr.json';
import nl from './i18n/nl.json';
import sk from './i18n/sk.json';
import sv from './i18n/sv.json';
import { processWide } from '@/server/process-wide';

const VOCABULARIES: Record<string, Vocabulary> = { fr, nl, cs, sv, sk };

/** one per process, not per bundle: localised tiles are kept per texts object (localise-listing.ts) */
const cache = processWide('catalog.texts', () => new Map<Locale, CatalogTexts>());

/** The catalogue texts of a locale (German for de-*, the language's vocabulary otherwise). */
export function catalogTextsFor(locale: Locale): CatalogTexts {
  let texts = cache.get(locale);
  if (!texts) {
    texts = catalogTexts(locale, VOCABULARIES[catalogLanguage(locale)] ?? null);
    cache.set(locale, texts);
  }
  return texts;
}
