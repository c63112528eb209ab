import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customer';
import { shopperSessions } from './shopper';

/**
 * A customer review of a product (spec storefront S3.4), kept per shop and style: every colour of
 * a style shows the same reviews (decision 0018). masterKey has no foreign key, like the wishlist's
 * product ids: a catalogue import that drops a style must not delete what customers wrote.
 * Only published reviews count in the statistics (migration 0020 keeps them current).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    shopCode: text('shop_code').notNull(),
    masterKey: text('master_key').notNull(),
    /** the colour the author looked at when writing */
    productId: text('product_id').notNull(),
    /** null for seeded reviews and after the author's account was deleted */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    nickname: text('nickname').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** overall stars, 1–5 */
    rating: smallint('rating').notNull(),
    isRecommended: boolean('is_recommended'),
    /** the author agreed to be contacted about the review at their e-mail address */
    contactConsent: boolean('contact_consent').notNull().default(false),
    /** detail ratings per property, 1–5 (lib/reviews/review-attributes.ts names them per type) */
    attributeRatings: jsonb('attribute_ratings').$type<Record<string, number>>().notNull().default({}),
    /** the author bought the product in this shop (checked against their orders when writing) */
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    /** published | held | removed */
    status: text('status').notNull().default('published'),
    /** why a review is held (links, blockedWords, reports) or removed (the moderator's reason) */
    moderationReason: text('moderation_reason'),
    moderatedBy: text('moderated_by'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    helpfulCount: integer('helpful_count').notNull().default(0),
    notHelpfulCount: integer('not_helpful_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one review per customer and product (RATING_ALREADY_SUBMITTED), in whatever state it is
    uniqueIndex('reviews_one_per_customer')
      .on(t.shopCode, t.masterKey, t.customerId)
      .where(sql`customer_id is not null`),
    index('reviews_product').on(t.shopCode, t.masterKey, t.status),
    index('reviews_moderation')
      .on(t.status, t.createdAt)
      .where(sql`status = 'held' or report_count > 0`),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
    check('reviews_status', sql`${t.status} in ('published', 'held', 'removed')`),
  ],
);

/** A shopper's helpful / not-helpful vote on a review: one per shopper and review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    voterId: uuid('voter_id')
      .notNull()
      .references(() => shopperSessions.id, { onDelete: 'cascade' }),
    helpful: boolean('helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voterId] })],
);

/**
 * A shopper's report of a review: one per shopper and review; reports from enough client addresses
 * hold the review (a visitor can start any number of sessions, not of addresses).
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => shopperSessions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the reporter's client address: a hold needs reports from several addresses */
    clientHash: text('client_hash').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.reporterId] })],
);

/**
 * The statistics of a product's published reviews in a shop (S3.4), written by the database
 * trigger of migration 0020 in the transaction that changes a review, so they always equal the
 * published reviews. Tiles, product pages and JSON-LD read them.
 */
export const reviewStatistics = pgTable(
  'review_statistics',
  {
    shopCode: text('shop_code').notNull(),
    masterKey: text('master_key').notNull(),
    reviewCount: integer('review_count').notNull(),
    ratingSum: integer('rating_sum').notNull(),
    /** the average in tenths of a star (0–50), rounded half up */
    ratingTenths: smallint('rating_tenths').notNull(),
    /** reviews with 1, 2, 3, 4 and 5 stars */
    distribution: integer('distribution').array().notNull(),
    /** per property: sum and number of its detail ratings */
    attributeTotals: jsonb('attribute_totals')
      .$type<Record<string, { sum: number; count: number }>>()
      .notNull(),
    recommendedCount: integer('recommended_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopCode, t.masterKey] }),
    // a product's figures in every shop (product pages, tiles): one index search instead of one
    // per shop through the primary key (issue 21)
    index('review_statistics_master_key').on(t.masterKey),
  ],
);
