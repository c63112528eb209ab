import { availabilityInfo } from '@/lib/availability';
import { toDisplayNumber } from '@/lib/display-number';
import { savingPercent } from '@/lib/money';
import { summarisePrices, type PriceSummary } from '@/lib/price-summary';
import type { Currency } from '@/lib/shop/shop';
import type { ProductTile } from '@/server/listing/load-tiles';
import type { GraphQLContext } from '../context';
import { detailOf } from './product-detail-loader';
import type { ProductParent } from './product-parent';
import { breadcrumbFor } from '@/server/catalog/category-index';
import { getProductDetail } from '@/server/catalog/get-product-detail';
import {
  defaultDimension,
  ratingIn,
  type ProductDetail,
  type VariantDetail,
} from '@/server/catalog/product-detail';
import { assertLocale } from '../errors';
import type { Resolvers } from '../generated/resolvers-types';
import { localisedDetails } from '@/server/catalog/localised-details';
import { familyAlternates } from '@/server/shop/family-alternates';

/** Default maximum pieces per article and basket (spec S9). */
const DEFAULT_QUANTITY_LIMIT = 20;

/** The Availability of a size (spec S4.2), also read by basket items. */
export function availabilityOf(v: VariantDetail) {
  const info = availabilityInfo(v.availabilityState);
  return {
    id: `${v.id}-${v.promotion}`,
    state: v.availabilityState,
    key: v.deliverabilityKey,
    value: info.trackingValue,
    quantity: v.stock,
    isSubsequentDelivery: v.isSubsequentDelivery,
    color: info.color,
  };
}

/** A Product field from the whole product (loaded for a listing tile when first needed). */
function full<R, A>(
  read: (detail: ProductDetail, args: A, context: GraphQLContext) => R,
): (parent: ProductParent, args: A, context: GraphQLContext) => Promise<R> {
  return async (parent, args, context) => read(await detailOf(parent, context), args, context);
}

/** The price summary of a tile: its colour's precomputed figures in the shop's price list. */
function tilePrice(tile: ProductTile, currency: Currency): PriceSummary {
  return {
    currency,
    min: tile.priceMin,
    max: tile.priceMax,
    old: tile.priceOld,
    saving: tile.savingMax,
    savingRange: tile.savingMin !== tile.savingMax && tile.savingMax > 0,
    priceRange: tile.priceMin !== tile.priceMax,
    withTax: tile.priceMin,
  };
}

export const productResolvers: Resolvers = {
  Query: {
    productById: async (_parent, { input }, { db, shop }) => {
      assertLocale(shop, input.locale);
      const found = await getProductDetail(db, input.id);
      // a draft or a style taken offline is no product of the shop (decision 0040)
      const detail = found?.published ? localisedDetails(shop, [found])[0]! : null;
      return detail ? { detail, catalogId: input.catalogId ?? null } : null;
    },
  },
  Product: {
    id: (p) => p.tile?.id ?? p.detail!.id,
    iid: full((d) => `${d.id}-${defaultDimension(d.color)?.promotion ?? '000'}`),
    masterKey: (p) => p.tile?.masterKey ?? p.detail!.masterKey,
    name: (p) => p.tile?.name ?? p.detail!.name,
    mainTitle: full((d) => d.mainTitle),
    description: full((d) => d.description),
    canonicalId: full((d) => d.colors[0]?.productId ?? d.id),
    catalogId: ({ catalogId }) => catalogId,
    displayNumber: full((d) => toDisplayNumber(d.id, defaultDimension(d.color)?.promotion ?? '000')),
    oldDisplayNumber: full((d) => d.color.oldDisplayNumber),
    flag: (p) => (p.tile?.flag as ProductDetail['flag'] | undefined) ?? p.detail!.flag,
    mkz: full((d) => d.mkz),
    styleType: full((d) => d.styleType),
    outsold: (p) => p.tile?.outsold ?? p.detail!.color.outsold,
    disposalNote: full((d) => d.disposalNote),
    disposalServiceProduct: full((d) => d.disposalServiceProduct),
    masterCategory: full((d) => d.masterCategory),
    categoryIds: full((d) => d.categoryIds),
    energyEfficiencyClass: full((d) => d.energyEfficiencyClass),
    companyOfOrigin: full((d) => d.companyOfOrigin),
    salesUnit: (p) => (p.tile ? p.tile.salesUnit : p.detail!.salesUnit),
    heatDegree: (p) => (p.tile ? (p.tile.heatDegree as ProductDetail['heatDegree']) : p.detail!.heatDegree),
    trackingDimensionId: (p) => p.tile?.id ?? p.detail!.id,
    rating: (p, _args, context) =>
      (p.tile?.ratingTenths ?? ratingIn(p.detail!, context.shop.code).tenths) / 10,
    ratingCount: (p, _args, context) => p.tile?.ratingCount ?? ratingIn(p.detail!, context.shop.code).count,
    isFreeGift: full((d) => d.isFreeGift),
    quantityLimit: full((d) => d.quantityLimit ?? DEFAULT_QUANTITY_LIMIT),
    brand: (p) =>
      p.tile ? { id: p.tile.brandId, name: p.tile.brandName, image: p.tile.brandImage } : p.detail!.brand,
    attributes: full((d) => d.attributes),
    breadcrumb: full((d, _args, context) => breadcrumbFor(context.shop.locale, d.primaryCategoryId)),
    color: full((d) => d.color.label),
    // a tile has the colours a listing shows: those not sold out
    colors: (p, { includeSoldOut }) =>
      p.tile
        ? p.tile.colors.map((c) => ({ id: c.id, code: c.code, label: c.label, isSoldOut: false }))
        : p
            .detail!.colors.filter((c) => includeSoldOut !== false || !c.outsold)
            .map((c) => ({ id: c.productId, code: c.code, label: c.label, isSoldOut: c.outsold })),
    // the same product in the family's other (indexable) shops; this shop itself is not an alternate
    alternate: (p, _args, context) =>
      Object.entries(familyAlternates(context.shop, () => `/p/${p.tile?.id ?? p.detail!.id}`))
        .filter(([locale]) => locale !== context.shop.locale)
        .map(([locale, url]) => ({ locale, url })),
    dimensions: full((d) => d.color.dimensions),
    price: (p, _args, context) =>
      p.tile
        ? tilePrice(p.tile, context.shop.currency)
        : summarisePrices(defaultDimension(p.detail.color)?.variants ?? [], context.shop.currency),
    images: async (p, { input: asked }, context) => {
      const input = asked ?? p.imagesDefault;
      // a tile holds the first image of its colour: enough for a listing's one image
      if (p.tile && !input?.imageType && input?.count === 1) return p.tile.image ? [p.tile.image] : [];
      let images = (await detailOf(p, context)).color.images;
      if (input?.imageType) {
        const matching = images.filter((i) => i.type === input.imageType);
        images = input.exactImageType
          ? matching
          : [...matching, ...images.filter((i) => i.type !== input.imageType)];
      }
      const count = input?.count;
      return count != null && count >= 0 ? images.slice(0, count) : images;
    },
    gkAirMetadata: (p) => p.gkAir ?? null,
  },
  Dimension: {
    displayNumber: (d) => toDisplayNumber(d.id, d.promotion),
  },
  Variant: {
    availability: (v) => availabilityOf(v),
    price: (v, _args, context) => ({
      withTax: v.priceCents,
      currency: context.shop.currency,
      reductions:
        v.saleReductionCents > 0
          ? [
              {
                withTax: v.saleReductionCents,
                relative: savingPercent(v.priceCents, v.priceCents + v.saleReductionCents),
                category: 'sale',
              },
            ]
          : [],
    }),
    size: (v) => ({ label: v.sizeLabel }),
    attributes: () => [],
  },
};
