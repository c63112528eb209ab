import type { CatalogTexts } from '@/lib/catalog-i18n/catalog-language';
import {
  attributeValue,
  colourLabel,
  localisedStyleTexts,
  sizeLabel,
} from '@/lib/catalog-i18n/localise-product';
import { formatPrice } from '@/lib/money';
import type { ShopConfig } from '@/lib/shop/shop';
import { currencyOfLocale, shopMoney } from '@/lib/shop/shop-money';
import { catalogTextsFor } from '@/server/catalog/catalog-texts';
import { localisedImages } from '@/server/catalog/localise-product';
import { shopTexts } from '@/server/shop/shop-texts';
import type { Listing } from './get-listing';
import type { ProductTile } from './load-tiles';
import type { ActiveFilter, FacetFilter, FacetResult } from './query-facets';
import { processWide } from '@/server/process-wide';

const HEAT_KEYS: Record<string, string> = {
  Mittel: 'heatMedium',
  Warm: 'heatWarm',
  'Extra warm': 'heatExtraWarm',
};

/**
 * Localised tiles by tile and language. The tiles are shared (tile cache, listing cache) and never
 * changed, so a localised tile is too: a listing's 36 tiles are localised once, not per request.
 */
const localisedTiles = processWide(
  'listing.localisedTiles',
  () => new WeakMap<ProductTile, Map<CatalogTexts, ProductTile>>(),
);

/** A tile in the locale's language; the style's other languages stay behind. */
export function localiseTile(tile: ProductTile, texts: CatalogTexts): ProductTile {
  let byLanguage = localisedTiles.get(tile);
  if (!byLanguage) localisedTiles.set(tile, (byLanguage = new Map()));
  let localised = byLanguage.get(texts);
  if (!localised) byLanguage.set(texts, (localised = localiseTileNow(tile, texts)));
  return localised;
}

function localiseTileNow(tile: ProductTile, texts: CatalogTexts): ProductTile {
  const { texts: styleTexts, listPrices, ...rest } = tile;
  const currency = currencyOfLocale(texts.locale);
  const prices = currency === 'EUR' ? undefined : listPrices?.[currency];
  const style = localisedStyleTexts({ ...tile, mainTitle: '', description: '', texts: styleTexts }, texts);
  const colors = tile.colors.map((c) => ({ ...c, label: colourLabel(texts, c.label) }));
  const shown = colors.find((c) => c.id === tile.id)?.label ?? colors[0]?.label ?? '';
  return {
    ...rest,
    ...(prices ?? {}),
    name: style.name,
    salesUnit: style.salesUnit,
    colors,
    image: tile.image ? localisedImages([tile.image], texts, style.name, shown)[0]! : null,
  };
}

/** A filter choice's label in the shop's language. */
function choiceLabel(shop: ShopConfig, texts: CatalogTexts, filterId: string, label: string): string {
  if (filterId === 'filterSize') return sizeLabel(texts, label);
  if (filterId === 'searchColor') return colourLabel(texts, label);
  if (filterId === 'heatDegree' && HEAT_KEYS[label]) return shopTexts(shop, 'badges')(HEAT_KEYS[label]);
  if (filterId === 'brand') return label;
  return attributeValue(texts, label);
}

/** Localised filters by filter (shared by the facet results' cache) and shop. */
const localisedFilters = processWide(
  'listing.localisedFilters',
  () => new WeakMap<FacetFilter, Map<string, FacetFilter>>(),
);

function localiseFilter(shop: ShopConfig, texts: CatalogTexts, filter: FacetFilter): FacetFilter {
  let byShop = localisedFilters.get(filter);
  if (!byShop) localisedFilters.set(filter, (byShop = new Map()));
  const key = `${shop.code}\n${texts.locale}`;
  let localised = byShop.get(key);
  if (!localised) byShop.set(key, (localised = localiseFilterNow(shop, texts, filter)));
  return localised;
}

function localiseFilterNow(shop: ShopConfig, texts: CatalogTexts, filter: FacetFilter): FacetFilter {
  return {
    ...filter,
    choices: filter.choices.map((c) =>
      c.kind === 'attribute' || c.kind === 'color'
        ? { ...c, label: choiceLabel(shop, texts, filter.id, c.label) }
        : c,
    ),
  };
}

/** An active filter's names: choices in the language, prices as the shop writes them. */
export function localiseActiveFilter(
  shop: ShopConfig,
  texts: CatalogTexts,
  filter: ActiveFilter,
): ActiveFilter {
  const listing = shopTexts(shop, 'listing');
  const money = shopMoney(shop);
  return {
    ...filter,
    values: filter.values.map((v) => {
      if (filter.id === 'sale') return { ...v, name: shopTexts(shop, 'badges')('sale') };
      if (filter.id === 'price') {
        const [min, max] = v.id.split('-').map((part) => (part === '' ? null : Number(part) * 100));
        const price = (cents: number) => formatPrice(cents, money);
        const name =
          min != null && max != null
            ? listing('priceRange', { min: price(min), max: price(max) })
            : min != null
              ? listing('priceFrom', { min: price(min) })
              : listing('priceUpTo', { max: price(max ?? 0) });
        return { ...v, name };
      }
      return { ...v, name: choiceLabel(shop, texts, filter.id, v.name) };
    }),
  };
}

/** Filters and active filters alone (the filter layer's own requests). */
export function localiseFacets(facets: FacetResult, shop: ShopConfig): FacetResult {
  const texts = catalogTextsFor(shop.locale);
  return {
    ...facets,
    filters: facets.filters.map((f) => localiseFilter(shop, texts, f)),
    saleFilter: localiseFilter(shop, texts, facets.saleFilter),
    active: facets.active.map((f) => localiseActiveFilter(shop, texts, f)),
  };
}

/** A listing (cached in German, shared by every shop) in the shop's language. */
export function localiseListing(listing: Listing, shop: ShopConfig): Listing {
  const texts = catalogTextsFor(shop.locale);
  return {
    ...listing,
    tiles: listing.tiles.map((t) => localiseTile(t, texts)),
    filters: listing.filters.map((f) => localiseFilter(shop, texts, f)),
    saleFilter: localiseFilter(shop, texts, listing.saleFilter),
    activeFilters: listing.activeFilters.map((f) => localiseActiveFilter(shop, texts, f)),
  };
}
