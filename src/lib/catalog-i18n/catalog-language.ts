import type { Locale } from '@/lib/shop/shop';

/**
 * The language the catalogue is written in for a locale: one vocabulary per language, so de-DE,
 * de-AT and de-CH share the German catalogue (de-CH writes it without 'ß').
 */
export type CatalogLanguage = 'de' | 'fr' | 'nl' | 'cs' | 'sv' | 'sk';

export const TRANSLATED_LANGUAGES = [
  'fr',
  'nl',
  'cs',
  'sv',
  'sk',
] as const satisfies readonly CatalogLanguage[];

export function catalogLanguage(locale: Locale): CatalogLanguage {
  return locale.slice(0, 2) as CatalogLanguage;
}

/** Groups of the catalogue vocabulary (src/server/catalog/i18n/{language}.json). */
export type TermGroup =
  | 'productNouns'
  | 'productSuffixes'
  | 'descriptionSentences'
  | 'attributeValues'
  | 'salesUnits'
  | 'colors'
  | 'sizes'
  | 'categoryNames'
  | 'phrases';

export type Vocabulary = Record<TermGroup, Record<string, string>>;

/**
 * Catalogue texts of one locale: German terms looked up in the language's vocabulary (a term the
 * vocabulary lacks stays German: a new term shows in German until it is translated), German itself
 * as is, or in Swiss spelling for de-CH.
 */
export interface CatalogTexts {
  locale: Locale;
  language: CatalogLanguage;
  term(group: TermGroup, german: string): string;
  /** free German text of the catalogue (a generated name), as the locale spells German */
  german(text: string): string;
}

const swiss = (text: string) => text.replaceAll('ß', 'ss');

export function catalogTexts(locale: Locale, vocabulary: Vocabulary | null): CatalogTexts {
  const language = catalogLanguage(locale);
  const german = locale === 'de-CH' ? swiss : (text: string) => text;
  if (!vocabulary) return { locale, language, german, term: (_group, value) => german(value) };
  return {
    locale,
    language,
    german,
    term: (group, value) => vocabulary[group]?.[value] ?? value,
  };
}

/** A URL path segment of a translated name: lower case, no diacritics, words joined by '-'. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
