import { getProductDetails } from '@/server/catalog/get-product-detail';
import { loadWishlist } from '@/server/wishlist/load-wishlist';
import { addWishlistEntry, removeWishlistEntry } from '@/server/wishlist/wishlist-store';
import { apiError, assertLocale } from '../errors';
import type { Resolvers } from '../generated/resolvers-types';
import { localisedDetails } from '@/server/catalog/localised-details';
import type { ShopConfig } from '@/lib/shop/shop';
import { shopTexts } from '@/server/shop/shop-texts';

const failedToAdd = (shop: ShopConfig) => shopTexts(shop, 'wishlist')('failedToAdd');
const failedToRemove = (shop: ShopConfig) => shopTexts(shop, 'wishlist')('failedToRemove');

/** Wishlist operations of spec S7.4; every read and write is scoped to the caller's session. */
export const wishlistResolvers: Resolvers = {
  Query: {
    wishlist: async (_parent, { locale }, { db, shop, session, state }) => {
      assertLocale(shop, locale);
      state.personal = true;
      const items = await loadWishlist(db, shop, await session.currentId());
      return items.map(({ itemKey, product }) => ({
        id: itemKey,
        product: { detail: product, catalogId: null },
      }));
    },
  },
  Mutation: {
    addWishlistItem: async (_parent, { input }, { db, shop, session, state }) => {
      assertLocale(shop, input.locale);
      state.personal = true;
      const productId = input.productId.trim();
      // a style not published is no product of the shop (decision 0040)
      const [detail] = localisedDetails(
        shop,
        (await getProductDetails(db, [productId])).filter((product) => product.published),
      );
      if (!detail) throw apiError('WISHLIST_FAILED_TO_ADD_ITEM', failedToAdd(shop));
      const outcome = await addWishlistEntry(db, await session.ensureId(), detail.id);
      if (!outcome.ok) throw apiError('WISHLIST_FAILED_TO_ADD_ITEM', failedToAdd(shop));
      return { id: outcome.entry.id, product: { detail, catalogId: null } };
    },
    removeWishlistItem: async (_parent, { input }, { db, shop, session, state }) => {
      assertLocale(shop, input.locale);
      state.personal = true;
      const sessionId = await session.currentId();
      const removed = sessionId ? await removeWishlistEntry(db, sessionId, input.itemKey) : null;
      if (!removed) throw apiError('WISHLIST_FAILED_TO_REMOVE_ITEM', failedToRemove(shop));
      return { id: removed };
    },
  },
};
