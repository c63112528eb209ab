import type { CatalogTexts } from './catalog-language';

/** The language-dependent parts every product shape shares. */
interface StyleTextSource {
  name: string;
  mainTitle: string;
  description: string;
  salesUnit: string | null;
  /** the style's texts in the other catalogue languages */
  texts?: Partial<Record<string, { name: string; mainTitle: string; description: string }>> | null;
}

/** Name, main title and description of a style in the locale's language (German as fallback). */
export function localisedStyleTexts(style: StyleTextSource, texts: CatalogTexts) {
  const translated = texts.language === 'de' ? undefined : style.texts?.[texts.language];
  return {
    name: translated?.name ?? texts.german(style.name),
    mainTitle: translated?.mainTitle ?? texts.german(style.mainTitle),
    description: translated?.description ?? texts.german(style.description),
    salesUnit: style.salesUnit === null ? null : texts.term('salesUnits', style.salesUnit),
  };
}

/** A colour label in the locale's language. */
export const colourLabel = (texts: CatalogTexts, label: string) => texts.term('colors', label);

/** A size label ('Einheitsgröße', 'H 145 x B 140 cm') in the locale's language. */
export function sizeLabel(texts: CatalogTexts, label: string): string {
  if (texts.language === 'de') return texts.german(label);
  const direct = texts.term('sizes', label);
  if (direct !== label) return direct;
  // curtain sizes: 'H … x B …' are German initials for height and width
  const curtain = /^H (\d+) x B (\d+) cm$/.exec(label);
  return curtain ? `${curtain[1]} x ${curtain[2]} cm` : label;
}

/** An attribute value in the locale's language (filter choices and product details). */
export const attributeValue = (texts: CatalogTexts, value: string) => texts.term('attributeValues', value);
