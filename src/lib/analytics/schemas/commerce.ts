import { z } from 'zod';
import { amount, count, currency, id, listOrigin, productListType, productRef, shortText } from './common';

/**
 * A listing shown or changed (storefront S9 "Listing tracking payload"; filter values joined as S9
 * "Filter tracking" says).
 */
export const productList = z.strictObject({
  listType: productListType,
  rankingGroup: shortText,
  sortKey: shortText,
  saleFilter: z.boolean(),
  /** non-sale filter ids joined with '/' */
  totalFilterNames: shortText,
  /** values joined with ',' within a filter and '/' between filters */
  totalFilterValues: z.string().max(2000),
  /** the active page */
  pagination: z.number().int().min(1).max(10_000),
  /** the total count */
  results: count,
  /** category names joined with '/' */
  breadcrumb: z.string().max(1000),
  masterKeys: z.array(id).max(200),
  /** the page's products without the pinned ones at the top */
  productIds: z.array(id).max(200),
  pinnedProductIds: z.array(id).max(200),
  popupProductId: id.nullable(),
});

/** A product page (or popup) viewed, with where the shopper came from (storefront S2.5). */
export const product = z.strictObject({
  action: z.enum(['view', 'popupView', 'variantSelect']),
  product: productRef,
  listOrigin: listOrigin.nullable(),
});

/** The e-commerce events of storefront S9. */
export const ecom = z.strictObject({
  action: z.enum([
    'addToCart',
    'addToOrderform',
    'addToWishlist',
    'basketView',
    'checkout',
    'detailView',
    'productListClick',
    'productListImpression',
    'purchase',
    'removeFromCart',
    'removeFromOrderform',
    'removeFromWishlist',
  ]),
  currency,
  /** the list the products were seen in (impressions, clicks) */
  list: productListType.optional(),
  /** checkout step (1 addresses, 2 delivery, 3 payment, 4 review), with action checkout */
  step: z.number().int().min(1).max(10).optional(),
  products: z.array(productRef).min(1).max(100),
});

/** An order placed (the thanks page). */
export const transaction = z.strictObject({
  orderNumber: id,
  currency,
  value: amount,
  shipping: amount,
  products: z.array(productRef).min(1).max(200),
});

/** A search made, with what it found (storefront S2.4). */
export const searchInformation = z.strictObject({
  searchTerm: z.string().min(1).max(200),
  /** the corrected term the results are for, when it differs */
  optimizedTerm: z.string().max(200).nullable(),
  results: count,
  kind: z.enum(['direct', 'generic']),
  suggestionType: z.enum(['brand', 'category', 'product', 'term']).nullable(),
  listOrigin: listOrigin.nullable(),
});

/** An editorial promotion seen or clicked (customer-and-content S4 "Promotion impressions"). */
export const promotion = z.strictObject({
  action: z.enum(['impression', 'click']),
  promotionId: id.refine(
    (value) => !value.includes('-placeholder-'),
    'placeholder promotions are not tracked',
  ),
  layoutLocation: shortText,
  position: z.number().int().min(1).max(1000).optional(),
  name: shortText.optional(),
});

/** A recommendation slider seen or a product in it clicked (storefront S9 list types). */
export const recommendation = z.strictObject({
  action: z.enum(['impression', 'click']),
  listType: z.enum(['outfit', 'add_to_basket', 'miniPDP', 'basket_nali', 'wishlist', 'gk_air']),
  outputId: shortText.optional(),
  productIds: z.array(id).min(1).max(50),
  value: amount.optional(),
});
