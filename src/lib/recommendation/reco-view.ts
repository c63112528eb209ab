import type { TileView } from '@/components/product/product-card';

/** A product of a gkAir answer, as the operation in graphql/operations/recommendation.graphql reads it. */
export interface GkAirProductData {
  trackingToken: string | null;
  reason: string | null;
  outfitID: number | null;
  product: {
    id: string;
    masterKey: string;
    name: string;
    flag: string;
    outsold: boolean;
    salesUnit: string | null;
    heatDegree: string | null;
    rating: number;
    ratingCount: number;
    brand: { id: string; name: string };
    price: {
      min: number;
      max: number;
      old: number;
      saving: number;
      savingRange: boolean;
      priceRange: boolean;
    };
    images: { hash: string; alt: string }[];
    colors: { id: string; code: string; label: string }[];
  };
}

export interface GkAirOutputData {
  outputId: string;
  title: string | null;
  products: GkAirProductData[];
}

export type RecoListType = 'outfit' | 'add_to_basket' | 'miniPDP' | 'basket_nali' | 'wishlist' | 'gk_air';

export interface RecoProduct {
  tile: TileView;
  trackingToken: string | null;
}

export interface RecoSlider {
  outputId: string;
  title: string;
  /** the message key of the service's title, when the page gave none (its language: text-language.ts) */
  titleKey?: string;
  listType: RecoListType;
  recoType: string;
  products: RecoProduct[];
}

const COLOR_DOTS = 5;

/** A recommended product as a listing tile shows it (the same fields as tileView). */
export function recoTile(product: GkAirProductData['product']): TileView {
  const view: TileView = {
    id: product.id,
    masterKey: product.masterKey,
    name: product.name,
    brandName: product.brand.name,
    priceMin: product.price.min,
    image: product.images[0] ? { hash: product.images[0].hash, alt: product.images[0].alt } : null,
    colors: product.colors.length > 1 ? product.colors.slice(0, COLOR_DOTS) : [],
  };
  if (product.colors.length > COLOR_DOTS) view.colorCount = product.colors.length;
  if (product.flag !== 'none') view.flag = product.flag;
  if (product.salesUnit) view.salesUnit = product.salesUnit;
  if (product.heatDegree) view.heatDegree = product.heatDegree;
  if (product.price.old > 0) view.priceOld = product.price.old;
  if (product.price.saving > 0) view.savingMax = product.price.saving;
  if (product.price.savingRange) view.savingRange = true;
  if (product.price.priceRange) view.priceRange = true;
  if (product.outsold) view.outsold = true;
  if (product.ratingCount > 0) view.rating = [Math.round(product.rating * 10), product.ratingCount];
  return view;
}

/**
 * The sliders of an answer in the order the page asked for them; an output without products is
 * left out (spec S5: an empty list that is not loading is hidden).
 */
export function toRecoSliders(
  answer: readonly GkAirOutputData[],
  asked: readonly { outputId: string; listType: RecoListType; recoType: string; title?: string }[],
): RecoSlider[] {
  const byId = new Map(answer.map((o) => [o.outputId, o]));
  return asked.flatMap((request) => {
    const output = byId.get(request.outputId);
    if (!output || output.products.length === 0) return [];
    return [
      {
        outputId: request.outputId,
        title: request.title || output.title || '',
        ...(request.title ? {} : { titleKey: `recommendations.titles.${request.outputId}` }),
        listType: request.listType,
        recoType: request.recoType,
        products: output.products.map((p) => ({ tile: recoTile(p.product), trackingToken: p.trackingToken })),
      },
    ];
  });
}
