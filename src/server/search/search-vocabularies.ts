import type { CatalogLanguage, Vocabulary } from '@/lib/catalog-i18n/catalog-language';
import cs from '../catalog/i18n/cs.json';
import fr from '../catalog/i18n/fr.json';
import nl from '../catalog/i18n/nl.json';
import sk from '../catalog/i18n/sk.json';
import sv from '../catalog/i18n/sv.json';

/** The catalogue vocabularies, for building the search tables outside Next.js (the seed). */
export const SEARCH_VOCABULARIES: Record<Exclude<CatalogLanguage, 'de'>, Vocabulary> = { fr, nl, cs, sv, sk };
