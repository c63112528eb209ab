import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The banner texts a visitor was shown, by their hash: a consent record names the hash, so the
 * operator can show later exactly what a visitor agreed to (decision 0019). Written on the first
 * record with that hash, never changed.
 */
export const consentTexts = pgTable('consent_texts', {
  textHash: text('text_hash').primaryKey(),
  locale: text('locale').notNull(),
  texts: jsonb('texts').notNull(),
  firstRecordedAt: timestamp('first_recorded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Proof of a visitor's consent choice (customer-and-content S3 consent groups): one row per choice,
 * never updated, so a withdrawal is a later row with fewer groups. visitorId is the browser's cookie
 * id (shop_cid), which the support page shows and the opt-out uses.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopCode: text('shop_code').notNull(),
    visitorId: text('visitor_id').notNull(),
    /** the accepted groups, always with C0001 */
    groups: text('groups').array().notNull(),
    /** optIn (all groups), optOut (only necessary) or selection */
    action: text('action').notNull(),
    /** the banner version the visitor saw (the revision derived from the text hash) */
    bannerVersion: integer('banner_version').notNull(),
    textHash: text('text_hash')
      .notNull()
      .references(() => consentTexts.textHash),
    /** the browser sent the Global Privacy Control signal with the choice */
    gpc: boolean('gpc').notNull().default(false),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consent_records_visitor').on(t.shopCode, t.visitorId, t.recordedAt.desc()),
    check('consent_records_action', sql`${t.action} in ('optIn', 'optOut', 'selection')`),
  ],
);
