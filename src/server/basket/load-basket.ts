import { concurrentQueries } from '@/server/db/concurrent-queries';
import { availabilityInfo } from '@/lib/availability';
import { basketTotals, type Totals, type TotalsLine } from '@/lib/basket/basket-totals';
import { reconcileDisposalService } from '@/lib/basket/disposal-service';
import { toDisplayNumber } from '@/lib/display-number';
import { getCurrentProductDetails } from '@/server/catalog/get-current-product-details';
import type { DimensionDetail, ProductDetail, VariantDetail } from '@/server/catalog/product-detail';
import type { Database } from '@/server/db/client';
import {
  getDisposalServicePieces,
  listBasketItems,
  markDeliveryStatesSeen,
  setDisposalServicePieces,
  type StoredBasketItem,
} from './basket-store';
import type { ShopConfig } from '@/lib/shop/shop';
import { localisedDetails } from '@/server/catalog/localised-details';
import { basketValuesOf } from '@/lib/basket/basket-values';

/** A basket line with the catalogue's current product, dimension and size. */
export interface BasketLine {
  stored: StoredBasketItem;
  product: ProductDetail;
  dimension: DimensionDetail;
  variant: VariantDetail;
}

export interface BasketView {
  lines: BasketLine[];
  disposalServicePieces: number;
  /** pieces of mattresses and slatted frames, the most the disposal service can take */
  disposalServiceMaxPieces: number;
  totals: Totals;
  /** infos for the shopper (spec S4.5, S8.1), each with the values of its text */
  messages: BasketMessage[];
}

export type BasketMessageCode =
  'DISPOSAL_SERVICE_REMOVED' | 'DELIVERY_STATE_CHANGED' | 'DISPLAY_NUMBER_CHANGED';

export interface BasketMessage {
  code: BasketMessageCode;
  values: Record<string, string>;
}

const EMPTY: BasketView = {
  lines: [],
  disposalServicePieces: 0,
  disposalServiceMaxPieces: 0,
  totals: basketTotals({ lines: [] }),
  messages: [],
};

/**
 * The session's basket as the shopper sees it now: current prices, stock and availability from
 * the catalogue, lines whose size no longer exists left out, the disposal service cut to what the
 * basket still allows (with its info), and the totals.
 */
export async function loadBasket(
  db: Database,
  shop: ShopConfig,
  sessionId: string | null,
): Promise<BasketView> {
  return (await loadBasketWith(db, shop, sessionId, [])).basket;
}

/**
 * The basket, and in the same catalogue read the products of `productIds` (e.g. the one being
 * added): one product query for both.
 */
export async function loadBasketWith(
  db: Database,
  shop: ShopConfig,
  sessionId: string | null,
  productIds: readonly string[],
): Promise<{ basket: BasketView; products: Map<string, ProductDetail> }> {
  const [stored, booked] = sessionId
    ? await concurrentQueries(
        db,
        () => listBasketItems(db, sessionId),
        () => getDisposalServicePieces(db, sessionId),
      )
    : [[], 0];
  const products = new Map(
    localisedDetails(
      shop,
      await getCurrentProductDetails(db, [...stored.map((s) => s.productId), ...productIds]),
    ).map((d) => [d.id, d]),
  );
  if (!sessionId) return { basket: EMPTY, products };
  const lines = stored.flatMap((item): BasketLine[] => {
    const product = products.get(item.productId);
    const dimension = product?.color.dimensions.find((d) => d.promotion === item.promotion);
    const variant = dimension?.variants.find((v) => v.id === item.variantId);
    return product && dimension && variant ? [{ stored: item, product, dimension, variant }] : [];
  });
  return { basket: await basketViewOf(db, shop, sessionId, lines, booked), products };
}

/**
 * The view of given lines: reconciles the disposal service (a write only when it must shrink)
 * and computes the totals. A change that already holds the loaded lines uses it directly
 * instead of loading the basket again.
 */
export async function basketViewOf(
  db: Database,
  shop: ShopConfig,
  sessionId: string,
  lines: BasketLine[],
  bookedDisposalPieces: number,
): Promise<BasketView> {
  const qualifying = lines
    .filter((l) => l.variant.disposalService)
    .reduce((s, l) => s + l.stored.quantity, 0);
  const disposal = reconcileDisposalService(bookedDisposalPieces, qualifying);
  if (disposal.pieces !== bookedDisposalPieces)
    await setDisposalServicePieces(db, sessionId, disposal.pieces);

  // delivery states shown now: a change since the last view is told once (spec S4.5)
  const unseen = lines.filter((l) => l.stored.seenDeliveryState !== deliveryStateOf(l.variant));
  if (unseen.length > 0)
    await markDeliveryStatesSeen(
      db,
      sessionId,
      unseen.map((l) => ({ itemKey: l.stored.id, state: deliveryStateOf(l.variant) })),
    );
  const messages: BasketMessage[] = [];
  if (disposal.removed) messages.push({ code: 'DISPOSAL_SERVICE_REMOVED', values: {} });
  if (unseen.some((l) => l.stored.seenDeliveryState !== null))
    messages.push({ code: 'DELIVERY_STATE_CHANGED', values: {} });
  for (const l of lines) {
    if (!l.product.color.oldDisplayNumber) continue;
    messages.push({
      code: 'DISPLAY_NUMBER_CHANGED',
      values: {
        itemKey: l.stored.id,
        displayNumber: toDisplayNumber(l.product.id, l.stored.promotion),
        oldDisplayNumber: l.product.color.oldDisplayNumber,
      },
    });
  }

  return {
    lines,
    disposalServicePieces: disposal.pieces,
    disposalServiceMaxPieces: qualifying,
    totals: basketTotals(
      { lines: totalsLinesOf(lines), disposalServicePieces: disposal.pieces },
      basketValuesOf(shop),
    ),
    messages,
  };
}

/** The delivery state of a size as the shopper sees it: availability and deliverability label. */
export const deliveryStateOf = (variant: VariantDetail) =>
  `${variant.availabilityState}:${variant.deliverabilityKey}`;

/** What the totals need of the basket's lines. */
export const totalsLinesOf = (lines: readonly BasketLine[]): TotalsLine[] =>
  lines.map((l) => ({
    unitPriceCents: l.variant.priceCents,
    saleReductionCents: l.variant.saleReductionCents,
    quantity: l.stored.quantity,
    forwardingAgent: l.variant.deliverabilityForwardingAgent,
  }));

/** Whether a size can be ordered now (available or delayed, with stock). */
export const isOrderable = (variant: VariantDetail) =>
  availabilityInfo(variant.availabilityState).orderable && variant.stock > 0;
