import { toDisplayNumber } from '@/lib/display-number';
import { sortSizes } from '@/lib/size-sort';
import { addDirectOrder } from '@/server/basket/add-direct-order';
import { basketTexts } from '@/server/basket/basket-texts';
import { isOrderable } from '@/server/basket/load-basket';
import { findArticle } from '@/server/catalog/find-article';
import { apiError, assertLocale } from '../errors';
import type { Resolvers } from '../generated/resolvers-types';
import { assertPieces, basketCall } from './basket';

const MAX_LINES = 30;

/** The direct order form (spec S2.9, S8.2; calls not shown there, designed in the style of S7). */
export const directOrderResolvers: Resolvers = {
  Query: {
    directOrderArticle: async (_parent, { articleNumber, locale }, context) => {
      assertLocale(context.shop, locale);
      const found =
        articleNumber.length <= 20 ? await findArticle(context.db, context.shop, articleNumber) : null;
      if (!found)
        throw apiError(
          'DOF_INVALID_ARTICLE_NUMBER',
          basketTexts(context.shop).error('DOF_INVALID_ARTICLE_NUMBER'),
        );
      const { product, dimension, oldDisplayNumber } = found;
      return {
        articleNumber: toDisplayNumber(product.id, dimension.promotion),
        productId: product.id,
        promotion: dimension.promotion,
        name: product.name,
        color: product.color.label,
        image: product.color.images[0] ?? null,
        sizes: sortSizes(dimension.variants, (v) => v.sizeLabel).map((v) => ({
          variantId: v.id,
          label: v.sizeLabel,
          price: v.priceCents,
          stock: v.stock,
          orderable: isOrderable(v),
        })),
        oldDisplayNumber,
      };
    },
  },
  Mutation: {
    addDirectOrderToBasket: (_parent, { input }, context) => {
      if (input.lines.length === 0 || input.lines.length > MAX_LINES)
        throw apiError('BAD_USER_INPUT', `lines must hold 1 to ${MAX_LINES} lines`);
      for (const line of input.lines) assertPieces(line.quantity, 1);
      return basketCall(context, input.locale, () =>
        addDirectOrder(
          context.db,
          context.session,
          input.lines.map((l) => ({
            productId: l.productId,
            promotion: l.promotion,
            variantId: l.variantId ?? null,
            quantity: l.quantity,
          })),
        ),
      );
    },
  },
};
