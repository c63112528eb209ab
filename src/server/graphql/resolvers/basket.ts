import { toDisplayNumber } from '@/lib/display-number';
import { BASKET_VALUES } from '@/lib/basket/basket-constants';
import { basketCountSetCookie } from '@/lib/basket/basket-count-cookie';
import type { Totals } from '@/lib/basket/basket-totals';
import { formatPrice, savingPercent } from '@/lib/money';
import { shopMoney } from '@/lib/shop/shop-money';
import { addToBasket } from '@/server/basket/add-to-basket';
import { BasketError } from '@/server/basket/basket-error';
import type { ShopConfig } from '@/lib/shop/shop';
import { basketTexts } from '@/server/basket/basket-texts';
import { bookDisposalService } from '@/server/basket/book-disposal-service';
import { changeBasketItem } from '@/server/basket/change-basket-item';
import { isOrderable, loadBasket, type BasketView } from '@/server/basket/load-basket';
import { removeFromBasket } from '@/server/basket/remove-from-basket';
import { breadcrumbFor } from '@/server/catalog/category-index';
import type { GraphQLContext } from '../context';
import { apiError, assertLocale } from '../errors';
import type { Resolvers } from '../generated/resolvers-types';
import { availabilityOf } from './product';
import { basketValuesOf } from '@/lib/basket/basket-values';

/** Pieces per line a client may ask for at once; the rules then apply the real limits. */
const MAX_PIECES_PER_REQUEST = 99;

export function assertPieces(quantity: number, min: number): void {
  if (!Number.isInteger(quantity) || quantity < min || quantity > MAX_PIECES_PER_REQUEST)
    throw apiError(
      'BAD_USER_INPUT',
      `quantity must be a whole number from ${min} to ${MAX_PIECES_PER_REQUEST}`,
    );
}

const pieces = (basket: BasketView) => basket.lines.reduce((sum, l) => sum + l.stored.quantity, 0);

/** Runs a basket change; an expected refusal leaves as its catalogue code with the German text. */
export async function basketCall(context: GraphQLContext, locale: string, run: () => Promise<BasketView>) {
  assertLocale(context.shop, locale);
  context.state.personal = true;
  try {
    const basket = await run();
    // the header badge reads the count from its own cookie (shared cached pages cannot carry it);
    // a visitor without a session gets none
    if (await context.session.currentId())
      context.state.setCookies.push(basketCountSetCookie(pieces(basket), context.request.url));
    return basket;
  } catch (error) {
    if (!(error instanceof BasketError)) throw error;
    const values =
      error.code === 'BASKET_MIN_ORDER_VALUE_FREE_GIFT'
        ? {
            formattedMinOrderValueFreeGift: formatPrice(
              Number(error.values.minOrderValueFreeGift),
              shopMoney(context.shop),
            ),
          }
        : error.values;
    const gql = apiError(error.code, basketTexts(context.shop).error(error.code, values));
    Object.assign(gql.extensions, { values: error.values });
    throw gql;
  }
}

/** The BasketTotals answer of computed totals, with each line's German label. */
export const totalsOf = (
  shop: ShopConfig,
  totals: Pick<Totals, 'lines' | 'totalCents' | 'savingsCents'>,
) => ({
  lines: totals.lines.map((l) => ({ kind: l.kind, label: basketTexts(shop).total(l.kind), amount: l.cents })),
  total: totals.totalCents,
  savings: totals.savingsCents,
  currency: shop.currency,
});

/** Basket operations (spec S3.8, S5, S8.1; calls not shown there, designed in the style of S7). */
export const basketResolvers: Resolvers = {
  Query: {
    basket: async (_parent, { locale }, context) =>
      basketCall(context, locale, async () =>
        loadBasket(context.db, context.shop, await context.session.currentId()),
      ),
  },
  Mutation: {
    addToBasket: (_parent, { input }, context) => {
      const quantity = input.quantity ?? 1;
      assertPieces(quantity, 1);
      return basketCall(context, input.locale, () =>
        addToBasket(context.db, context.session, {
          productId: input.productId,
          variantId: input.variantId ?? null,
          promotion: input.promotion ?? null,
          quantity,
        }),
      );
    },
    changeBasketItem: (_parent, { input }, context) => {
      assertPieces(input.quantity, 1);
      return basketCall(context, input.locale, () =>
        changeBasketItem(context.db, context.session, {
          itemKey: input.itemKey,
          quantity: input.quantity,
          productId: input.productId ?? null,
          variantId: input.variantId ?? null,
        }),
      );
    },
    removeBasketItem: (_parent, { input }, context) =>
      basketCall(context, input.locale, () => removeFromBasket(context.db, context.session, input.itemKey)),
    bookDisposalService: (_parent, { input }, context) => {
      return basketCall(context, input.locale, () =>
        bookDisposalService(context.db, context.session, input.pieces),
      );
    },
  },
  Basket: {
    items: (basket) => basket.lines,
    itemCount: (basket) => pieces(basket),
    disposalService: (basket, _args, context) => ({
      pieces: basket.disposalServicePieces,
      maxPieces: basket.disposalServiceMaxPieces,
      pricePerPiece: basketValuesOf(context.shop).disposalServicePerPieceCents,
    }),
    totals: ({ totals }, _args, context) => totalsOf(context.shop, totals),
    messages: (basket, _args, context) =>
      basket.messages.map((m) => ({
        code: m.code,
        text: basketTexts(context.shop).message(m.code, m.values),
      })),
  },
  BasketItem: {
    id: (l) => l.stored.id,
    productId: (l) => l.product.id,
    name: (l) => l.product.name,
    badge: (l) => l.product.flag,
    color: (l) => l.product.color.label,
    availability: (l) => availabilityOf(l.variant),
    styleType: (l) => l.product.styleType,
    category: (l, _args, context) => ({
      name:
        breadcrumbFor(context.shop.locale, l.product.primaryCategoryId).at(-1)?.name ??
        l.product.masterCategory,
    }),
    masterKey: (l) => l.product.masterKey,
    mkz: (l) => l.product.mkz,
    dimension: (l) => l.dimension,
    displayNumber: (l) => toDisplayNumber(l.product.id, l.stored.promotion),
    quantity: (l) => l.stored.quantity,
    size: (l) => l.variant.sizeLabel,
    variantId: (l) => l.variant.id,
    price: (l, _args, context) => {
      const lineCents = l.variant.priceCents * l.stored.quantity;
      const saleCents = l.variant.saleReductionCents * l.stored.quantity;
      return {
        withTax: lineCents,
        withTaxWithoutVoucher: lineCents,
        reductionType: saleCents > 0 ? 'sale' : null,
        voucher: null,
        sale:
          saleCents > 0
            ? {
                value: savingPercent(
                  l.variant.priceCents,
                  l.variant.priceCents + l.variant.saleReductionCents,
                ),
                absoluteWithTax: saleCents,
              }
            : null,
        currency: context.shop.currency,
      };
    },
    image: (l) => l.product.color.images[0] ?? null,
    forwardingAgent: (l) => l.variant.deliverabilityForwardingAgent,
    isFreeGift: (l) => l.product.isFreeGift,
    maxQuantity: (l) =>
      isOrderable(l.variant)
        ? Math.min(l.variant.stock, l.product.quantityLimit ?? BASKET_VALUES.maxPiecesPerArticle)
        : 0,
  },
};
