import type { ShopConfig } from '@/lib/shop/shop';
import { categoryIndexFor } from '@/server/catalog/category-index';
import { clientAddress } from '@/server/http/client-address';
import { answerGkAir } from '@/server/recommendation/answer-gkair';
import { recoTargetingAllowed } from '@/server/recommendation/reco-consent';
import { recordRecoEvent, type RecoEvent } from '@/server/recommendation/record-reco-event';
import { shopperStyles } from '@/server/recommendation/shopper-styles';
import { listBasketItems } from '@/server/basket/basket-store';
import { listWishlist } from '@/server/wishlist/wishlist-store';
import { assertLocale } from '../errors';
import type { GraphQLContext } from '../context';
import type { Resolvers } from '../generated/resolvers-types';

/** Stores a tracking event when consent allows; { success } either way (spec S7.3–S7.5). */
async function track(context: GraphQLContext, locale: string, consent: boolean, event: RecoEvent) {
  assertLocale(context.shop, locale);
  context.state.personal = true;
  const granted = consent && (await recoTargetingAllowed(context.db, context.shop, context.request.headers));
  const success = await recordRecoEvent(context.db, context.shop, event, {
    granted,
    clientAddress: clientAddress(context.request.headers),
  });
  return { success };
}

const knownCategory = (shop: ShopConfig, id: string) =>
  categoryIndexFor(shop.locale).byId(id.trim()) ? id.trim() : null;

/** The shop's recommendation service (issue 16, decision 0027). */
export const recommendationResolvers: Resolvers = {
  Query: {
    gkAir: async (_parent, { input, imagesInput }, context) => {
      assertLocale(context.shop, input.locale);
      context.state.personal = true;
      const { db, shop, session } = context;
      const answers = await answerGkAir(db, shop, input, {
        targetingAllowed: await recoTargetingAllowed(db, shop, context.request.headers),
        clientAddress: clientAddress(context.request.headers),
        shopper: shopperStyles(db, async () => {
          const id = await session.currentId();
          return {
            wishlist: id ? (await listWishlist(db, id)).map((e) => e.productId) : [],
            basket: id ? (await listBasketItems(db, id)).map((e) => e.productId) : [],
          };
        }),
      });
      return answers.map((answer) => ({
        outputId: answer.outputId,
        title: answer.title,
        products: answer.items.map((item) => {
          const metadata = {
            trackingToken: item.trackingToken,
            reason: item.reason,
            outfitID: item.outfitId,
            category: item.category?.id ?? null,
            categoryName: item.category?.name ?? null,
            categoryPath: item.category?.path ?? null,
          };
          return {
            ...metadata,
            product: {
              tile: item.tile,
              catalogId: null,
              gkAir: metadata,
              imagesDefault: imagesInput ?? { count: 1 },
            },
          };
        }),
      }));
    },
  },
  Mutation: {
    trackCategoryViewGkAir: (_parent, { input }, context) =>
      track(context, input.locale, input.trackingConsent, {
        kind: 'categoryView',
        sessionId: input.sessionId,
        userId: input.userId,
        categoryId: knownCategory(context.shop, input.categoryId),
      }),
    trackClickGkAir: (_parent, { input }, context) =>
      track(context, input.locale, input.trackingConsent, {
        kind: 'click',
        sessionId: input.sessionId,
        userId: input.userId,
        productId: input.productId,
        trackingToken: input.trackingToken,
      }),
    trackCategoryClickGkAir: (_parent, { input }, context) =>
      track(context, input.locale, input.trackingConsent, {
        kind: 'categoryClick',
        sessionId: input.sessionId,
        userId: input.userId,
        categoryId: knownCategory(context.shop, input.categoryId),
        trackingToken: input.trackingToken,
      }),
    trackAddToWishlistGkAir: (_parent, { input }, context) =>
      track(context, input.locale, input.trackingConsent, {
        kind: 'wishlistAdd',
        sessionId: input.sessionId,
        userId: input.userId,
        productId: input.productId,
      }),
    trackRemoveFromWishlistGkAir: (_parent, { input }, context) =>
      track(context, input.locale, input.trackingConsent, {
        kind: 'wishlistRemove',
        sessionId: input.sessionId,
        userId: input.userId,
        productId: input.productId,
      }),
  },
};
