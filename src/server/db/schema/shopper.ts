import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * A shopper's session: anonymous until the customer-account issue links it to a customer, who then
 * takes over its wishlist and basket. The cookie holds a random token; only its SHA-256 is stored.
 */
export const shopperSessions = pgTable('shopper_sessions', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
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
