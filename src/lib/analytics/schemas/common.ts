import { z } from 'zod';

/** Ids are the shop's own (product ids, master keys, order numbers): short printable strings. */
export const id = z.string().min(1).max(64);
export const shortText = z.string().max(200);
/** An amount in the shop's currency units (euros, not cents), as a tag manager expects it. */
export const amount = z.number().finite().min(0).max(10_000_000);
export const currency = z.enum(['EUR', 'CHF', 'CZK', 'SEK']);
export const count = z.number().int().min(0).max(10_000_000);

/** Product list types of storefront S9 "Tracking enumerations". */
export const productListType = z.enum([
  'directSearch',
  'directorderform',
  'landingpage',
  'miniPdp',
  'pdp',
  'pinnedProducts',
  'plp',
  'popupProduct',
  'recommendation',
  'srp',
  'wishlist',
]);

/** List origins of storefront S9, plus the S2.5 labels a product view derives (categoryMatching, …). */
export const listOrigin = z.enum([
  'directorderform',
  'directSearch',
  'srp',
  'srp/suggestion',
  'homepage',
  'landingpage',
  'popupProduct',
  'plp',
  'plp/categoryMatching',
  'plp/suggestion',
  'pdp/suggestion',
  'wishlist',
  'miniPdp',
  'recommendation',
]);

/** A product as e-commerce events carry it. */
export const productRef = z.strictObject({
  id,
  masterKey: id.optional(),
  name: shortText.optional(),
  /** the chosen size's article number */
  variant: id.optional(),
  price: amount.optional(),
  quantity: z.number().int().min(1).max(999).optional(),
  /** position in its list, from 1 (storefront S9: (page − 1) × pageSize + index on later pages) */
  position: z.number().int().min(1).max(100_000).optional(),
  list: productListType.optional(),
  listOrigin: listOrigin.optional(),
});
