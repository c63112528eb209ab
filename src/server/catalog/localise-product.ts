import type { CatalogTexts } from '@/lib/catalog-i18n/catalog-language';
import { currencyOfLocale } from '@/lib/shop/shop-money';
import {
  attributeValue,
  colourLabel,
  localisedStyleTexts,
  sizeLabel,
} from '@/lib/catalog-i18n/localise-product';
import type { ProductImage } from '@/server/db/schema/catalog';
import type { ColorDetail, ProductDetail } from './product-detail';

/** Image alt texts in the locale's language: '{name} in {color}' as the language phrases it. */
export function localisedImages(
  images: readonly ProductImage[],
  texts: CatalogTexts,
  name: string,
  colour: string,
): ProductImage[] {
  if (texts.language === 'de') return images.map((i) => ({ ...i, alt: texts.german(i.alt) }));
  const alt = texts.term('phrases', '{name} in {color}').replace('{name}', name).replace('{color}', colour);
  return images.map((i) => ({ ...i, alt }));
}

/**
 * A product in the locale's language: names and description from the style's texts, colours,
 * sizes, attribute values and sales unit from the vocabulary. Ids, prices and stock stay as they are.
 */
export function localiseProduct(detail: ProductDetail, texts: CatalogTexts): ProductDetail {
  const style = localisedStyleTexts(detail, texts);
  const currency = currencyOfLocale(texts.locale);
  const colour = ({ listSummaries, ...c }: ColorDetail): ColorDetail => {
    const label = colourLabel(texts, c.label);
    const summary = currency === 'EUR' ? undefined : listSummaries?.[currency];
    return {
      ...c,
      ...(summary
        ? {
            priceMin: summary.priceMin,
            priceMax: summary.priceMax,
            priceOld: summary.priceOld,
            savingMin: summary.savingMin,
            savingMax: summary.savingMax,
          }
        : {}),
      label,
      images: localisedImages(c.images, texts, style.name, label),
      dimensions: c.dimensions.map((d) => ({
        ...d,
        label: colourLabel(texts, d.label),
        variants: d.variants.map(({ listPrices, ...v }) => ({
          ...v,
          ...(currency === 'EUR' ? {} : (listPrices?.[currency] ?? {})),
          sizeLabel: sizeLabel(texts, v.sizeLabel),
        })),
      })),
    };
  };
  const colors = detail.colors.map(colour);
  return {
    ...detail,
    ...style,
    attributes: detail.attributes.map((a) => ({ key: a.key, value: attributeValue(texts, a.value) })),
    color: colors.find((c) => c.productId === detail.color.productId) ?? colour(detail.color),
    colors,
  };
}
