import { availabilityInfo } from '@/lib/availability';
import { toDisplayNumber } from '@/lib/display-number';
import { savingPercent } from '@/lib/money';
import { summarisePrices } from '@/lib/price-summary';
import { breadcrumbFor } from '@/server/catalog/category-index';
import { getProductDetail } from '@/server/catalog/get-product-detail';
import { defaultDimension, type VariantDetail } from '@/server/catalog/product-detail';
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

export const productResolvers: Resolvers = {
  Query: {
    productById: async (_parent, { input }, { db, shop }) => {
      assertLocale(shop, input.locale);
      const found = await getProductDetail(db, input.id);
      const detail = found ? localisedDetails(shop, [found])[0]! : null;
      return detail ? { detail, catalogId: input.catalogId ?? null } : null;
    },
  },
  Product: {
    id: ({ detail }) => detail.id,
    iid: ({ detail }) => `${detail.id}-${defaultDimension(detail.color)?.promotion ?? '000'}`,
    masterKey: ({ detail }) => detail.masterKey,
    name: ({ detail }) => detail.name,
    mainTitle: ({ detail }) => detail.mainTitle,
    description: ({ detail }) => detail.description,
    canonicalId: ({ detail }) => detail.colors[0]?.productId ?? detail.id,
    catalogId: ({ catalogId }) => catalogId,
    displayNumber: ({ detail }) =>
      toDisplayNumber(detail.id, defaultDimension(detail.color)?.promotion ?? '000'),
    oldDisplayNumber: ({ detail }) => detail.color.oldDisplayNumber,
    flag: ({ detail }) => detail.flag,
    mkz: ({ detail }) => detail.mkz,
    styleType: ({ detail }) => detail.styleType,
    outsold: ({ detail }) => detail.color.outsold,
    disposalNote: ({ detail }) => detail.disposalNote,
    disposalServiceProduct: ({ detail }) => detail.disposalServiceProduct,
    masterCategory: ({ detail }) => detail.masterCategory,
    categoryIds: ({ detail }) => detail.categoryIds,
    energyEfficiencyClass: ({ detail }) => detail.energyEfficiencyClass,
    companyOfOrigin: ({ detail }) => detail.companyOfOrigin,
    salesUnit: ({ detail }) => detail.salesUnit,
    heatDegree: ({ detail }) => detail.heatDegree,
    trackingDimensionId: ({ detail }) => detail.id,
    rating: ({ detail }) => detail.ratingTenths / 10,
    ratingCount: ({ detail }) => detail.ratingCount,
    isFreeGift: ({ detail }) => detail.isFreeGift,
    quantityLimit: ({ detail }) => detail.quantityLimit ?? DEFAULT_QUANTITY_LIMIT,
    brand: ({ detail }) => detail.brand,
    attributes: ({ detail }) => detail.attributes,
    breadcrumb: ({ detail }, _args, context) => breadcrumbFor(context.shop.locale, detail.primaryCategoryId),
    color: ({ detail }) => detail.color.label,
    colors: ({ detail }, { includeSoldOut }) =>
      detail.colors
        .filter((c) => includeSoldOut !== false || !c.outsold)
        .map((c) => ({ id: c.productId, code: c.code, label: c.label, isSoldOut: c.outsold })),
    // the same product in the family's other (indexable) shops; this shop itself is not an alternate
    alternate: ({ detail }, _args, context) =>
      Object.entries(familyAlternates(context.shop, () => `/p/${detail.id}`))
        .filter(([locale]) => locale !== context.shop.locale)
        .map(([locale, url]) => ({ locale, url })),
    dimensions: ({ detail }) => detail.color.dimensions,
    price: ({ detail }, _args, context) =>
      summarisePrices(defaultDimension(detail.color)?.variants ?? [], context.shop.currency),
    images: ({ detail }, { input }) => {
      let images = detail.color.images;
      if (input?.imageType) {
        const matching = images.filter((i) => i.type === input.imageType);
        images = input.exactImageType
          ? matching
          : [...matching, ...images.filter((i) => i.type !== input.imageType)];
      }
      const count = input?.count;
      return count != null && count >= 0 ? images.slice(0, count) : images;
    },
    gkAirMetadata: () => null,
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
