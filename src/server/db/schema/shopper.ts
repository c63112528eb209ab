import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * A shopper: the owner of a wishlist, a basket and a checkout. An anonymous visitor's row is reached
 * by the session cookie, which holds a random token (only its SHA-256 is stored). A customer's row has
 * no token: it is reached through the customer's logins (customers.shopper_id).
 */
export const shopperSessions = pgTable('shopper_sessions', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  /** the shop the session belongs to: a session of one shop is unknown on every other */
  shopCode: text('shop_code').notNull(),
  tokenHash: text('token_hash').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  /** the loyalty-programme number linked to this shopper (spec S1; lib/loyalty/loyalty-number.ts) */
  loyaltyNumber: text('loyalty_number'),
});

/**
 * A saved product on a session's wishlist (spec storefront S3.6); the newest first. productId has no
 * foreign key on purpose: a catalogue import that drops a product must not reach into shoppers'
 * data; the wishlist skips products that no longer exist.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => shopperSessions.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('wishlist_items_session_product').on(t.sessionId, t.productId),
    index('wishlist_items_session_created').on(t.sessionId, t.createdAt),
  ],
);

/**
 * A size in a session's basket. productId, variantId and promotion carry no foreign keys, like the
 * wishlist: prices, stock and availability are read from the catalogue on every basket read.
 */
export const basketItems = pgTable(
  'basket_items',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => shopperSessions.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    variantId: text('variant_id').notNull(),
    promotion: text('promotion').notNull(),
    quantity: integer('quantity').notNull(),
    /**
     * The size's delivery state (availability and deliverability key) the shopper was last shown;
     * the basket tells when it has changed since (spec S4.5). Null until first shown.
     */
    seenDeliveryState: text('seen_delivery_state'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('basket_items_session_variant').on(t.sessionId, t.variantId, t.promotion),
    check('basket_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Basket-wide choices of a session: the disposal service pieces (24,99 € each). */
export const basketServices = pgTable(
  'basket_services',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => shopperSessions.id, { onDelete: 'cascade' }),
    disposalServicePieces: integer('disposal_service_pieces').notNull().default(0),
  },
  (t) => [check('basket_services_disposal_non_negative', sql`${t.disposalServicePieces} >= 0`)],
);
