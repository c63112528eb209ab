import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * What shoppers do, as the recommendation service learns it (decision 0027): product views (a
 * recommendation request about a product), category views, clicks on recommendations, wishlist
 * changes and basket adds, each stored only with the visitor's targeting consent (C0004), and the
 * simulated history of the demo shop. Orders are read from the orders themselves.
 */
export const recoEvents = pgTable(
  'reco_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopCode: text('shop_code').notNull(),
    /** the visitor's recommendation session (21 characters) */
    sessionId: text('session_id').notNull(),
    userId: text('user_id'),
    /** view | categoryView | click | categoryClick | wishlistAdd | wishlistRemove | basketAdd | order */
    kind: text('kind').notNull(),
    masterKey: text('master_key'),
    productId: text('product_id'),
    categoryId: text('category_id'),
    trackingToken: text('tracking_token'),
    /** written by the demo seed's simulation, not by a visitor */
    simulated: boolean('simulated').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reco_events_session_idx').on(t.shopCode, t.sessionId, t.createdAt),
    index('reco_events_item_idx').on(t.shopCode, t.masterKey),
    index('reco_events_created_idx').on(t.createdAt),
  ],
);

/**
 * Precomputed neighbour lists (decision 0027): per shop ('*' for lists of the whole family) and
 * kind — similar (content), coView, coBuy, outfit, categoryTop — the best targets of a source (a
 * style's master key or a category id) with their scores, best first.
 */
export const recoLists = pgTable(
  'reco_lists',
  {
    shopCode: text('shop_code').notNull(),
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    targets: text('targets').array().notNull(),
    scores: real('scores').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopCode, t.kind, t.source] })],
);

/** Outfits: styles that are worn together (the seeded looks and the editors' outfit pages). */
export const recoOutfits = pgTable(
  'reco_outfits',
  {
    outfitId: integer('outfit_id').notNull(),
    masterKey: text('master_key').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.outfitId, t.masterKey] }),
    index('reco_outfits_master_key_idx').on(t.masterKey),
  ],
);

/** How far the incremental update has read reco_events, and when the lists were last rebuilt whole. */
export const recoState = pgTable('reco_state', {
  /** 'lists': the one row of the recommendation job */
  key: text('key').primaryKey(),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull().default(0),
  /** orders placed up to this time are in the lists */
  ordersUntil: timestamp('orders_until', { withTimezone: true }),
  rebuiltAt: timestamp('rebuilt_at', { withTimezone: true }),
});
