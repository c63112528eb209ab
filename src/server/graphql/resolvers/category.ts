import { categoryIndexFor } from '@/server/catalog/category-index';
import { getProductDetails } from '@/server/catalog/get-product-detail';
import { listCategoryProducts } from '@/server/catalog/list-category-products';
import { normaliseCategoryPath, navigationChildren } from '@/lib/category/tree';
import { apiError, assertLocale } from '../errors';
import type { Resolvers } from '../generated/resolvers-types';
import { localisedDetails } from '@/server/catalog/localised-details';

const MAX_PRODUCTS = 72;

export const categoryResolvers: Resolvers = {
  Query: {
    category: (_parent, { input }, { shop }) => {
      assertLocale(shop, input.locale);
      if (input.id) return categoryIndexFor(shop.locale).byId(input.id) ?? null;
      if (input.path) return categoryIndexFor(shop.locale).byPath(normaliseCategoryPath(input.path)) ?? null;
      throw apiError('BAD_USER_INPUT', 'CategoryInput needs an id or a path');
    },
  },
  Category: {
    isHidden: (c) => c.isHidden === true,
    showAsVisualCategory: (c) => c.showAsVisualCategory === true,
    isContentTitle: (c) => c.isContentTitle === true,
    title: (c) => c.title ?? null,
    icon: (c) => c.icon ?? null,
    children: (c) => navigationChildren(c, { includeContentTitles: true }),
    products: async (c, { limit, sort, locale }, { db, shop }) => {
      assertLocale(shop, locale);
      const take = limit ?? 1;
      if (!Number.isInteger(take) || take < 0 || take > MAX_PRODUCTS) {
        throw apiError('BAD_USER_INPUT', `limit must be between 0 and ${MAX_PRODUCTS}`);
      }
      const { tiles } = await listCategoryProducts(db, shop, c.id, {
        sort: sort ?? 'sortKey',
        limit: take,
      });
      const details = localisedDetails(
        shop,
        await getProductDetails(
          db,
          tiles.map((t) => t.id),
        ),
      );
      return details.map((detail) => ({ detail, catalogId: null }));
    },
  },
};
