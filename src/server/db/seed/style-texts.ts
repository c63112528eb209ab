import { TRANSLATED_LANGUAGES, type Vocabulary } from '@/lib/catalog-i18n/catalog-language';
import type { StyleText, StyleTexts } from '../schema/catalog';
import cs from '../../catalog/i18n/cs.json';
import fr from '../../catalog/i18n/fr.json';
import nl from '../../catalog/i18n/nl.json';
import sk from '../../catalog/i18n/sk.json';
import sv from '../../catalog/i18n/sv.json';

const VOCABULARIES: Record<(typeof TRANSLATED_LANGUAGES)[number], Vocabulary> = { fr, nl, cs, sv, sk };

/** The German building blocks of a generated style's texts. */
export interface StyleTextParts {
  noun: string;
  suffix: string;
  /** the description's sentences, with their {material} placeholder */
  sentences: readonly string[];
  mainMaterial: string | null;
  brand: string;
  isFreeGift: boolean;
}

/**
 * A style's name, main title and description in every other catalogue language, built from the same
 * building blocks as the German ones with each language's vocabulary (what a shop's product
 * information system would hold as translations). A block a vocabulary lacks stays German.
 */
export function styleTexts(parts: StyleTextParts): StyleTexts {
  const texts: StyleTexts = {};
  for (const language of TRANSLATED_LANGUAGES) texts[language] = styleText(VOCABULARIES[language], parts);
  return texts;
}

function styleText(v: Vocabulary, parts: StyleTextParts): StyleText {
  const noun = v.productNouns[parts.noun] ?? parts.noun;
  const suffix = v.productSuffixes[parts.suffix] ?? parts.suffix;
  const material = parts.mainMaterial
    ? (v.attributeValues[parts.mainMaterial] ?? parts.mainMaterial)
    : (v.phrases['hochwertigem Material'] ?? 'hochwertigem Material');
  const name = parts.isFreeGift
    ? (v.phrases['Gratis-Geschenk: {noun}'] ?? 'Gratis-Geschenk: {noun}').replace('{noun}', noun)
    : `${noun} ${suffix}`;
  const description = parts.sentences
    .map((s) => (v.descriptionSentences[s] ?? s).replaceAll('{material}', material))
    .join(' ');
  return { name, mainTitle: `${parts.brand} ${noun}`, description };
}
