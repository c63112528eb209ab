import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Address } from '@/lib/checkout/address-rules';
import { shopperSessions } from './shopper';

/** Customer numbers of new registrations: 7 digits, inside the spec's 6–8 (customer-and-content S9). */
export const customerNumberSeq = pgSequence('customer_number_seq', { startWith: 1000001, increment: 1 });

/**
 * A registered customer (customer-and-content S3). Their wishlist, basket and checkout live in their
 * own shopper row (`shopperId`), reached from every device they log in on; an anonymous session's
 * items move there on login.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    customerNumber: text('customer_number').notNull().unique(),
    /** the shop the account belongs to: a customer of one shop is no customer of another */
    shopCode: text('shop_code').notNull(),
    /** stored lower-cased: the login compares case-insensitively; unique within the shop's open accounts */
    email: text('email').notNull(),
    /** argon2id */
    passwordHash: text('password_hash').notNull(),
    /** f | m | d (customer-and-content S3) */
    salutation: text('salutation').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date'),
    /** notVerified | pending | withdrawn | verified (customer-and-content S4) */
    emailVerification: text('email_verification').notNull().default('notVerified'),
    shopperId: uuid('shopper_id')
      .notNull()
      .unique()
      .references(() => shopperSessions.id),
    /** the billing address of the last order: the checkout starts from it (spec C S6) */
    billingAddress: jsonb('billing_address').$type<Address>(),
    /** the shipping-cost flat rate runs until this day (inclusive); null: none booked */
    shippingFlatUntil: date('shipping_flat_until'),
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // an address is free again once its account is closed: the same person may register anew
    uniqueIndex('customers_shop_email')
      .on(t.shopCode, t.email)
      .where(sql`deletion_requested_at is null`),
    check(
      'customers_email_verification',
      sql`${t.emailVerification} in ('notVerified', 'pending', 'withdrawn', 'verified')`,
    ),
    check('customers_salutation', sql`${t.salutation} in ('f', 'm', 'd')`),
    // a bounce names an address, whatever shop its accounts are in
    index('customers_email').on(t.email),
  ],
);

/**
 * A login: the authentication cookie (and the Bearer header) carries a random token; only its
 * SHA-256 is stored. Every login issues a new one; logout deletes it.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_sessions_customer').on(t.customerId)],
);

/**
 * Single-use links sent by e-mail: password reset, e-mail verification, newsletter confirmation.
 * Only the token's SHA-256 is stored; a link works once and until it expires.
 */
export const mailTokens = pgTable(
  'mail_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** the shop whose mail carried the link; it works only there */
    shopCode: text('shop_code').notNull(),
    /** passwordReset | emailVerification | newsletter */
    purpose: text('purpose').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mail_tokens_customer').on(t.customerId, t.purpose)],
);

/**
 * Every mail the shop sends. Without SMTP_URL this table is the outbox the operator reads (and the
 * tests read); with it, a row records what was handed to the SMTP server.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind').notNull(),
    /** the shop that sent the mail */
    shopCode: text('shop_code').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('outbox_mails_to').on(t.toAddress, t.createdAt)],
);

/**
 * Addresses mail cannot reach: refused by the mail server for good (SMTP 5xx for the recipient) or
 * reported as a hard bounce or complaint to the operator endpoint. The shop sends them nothing, and
 * customers with the address are in the verification state 'withdrawn' (customer-and-content S4)
 * until the operator lifts it or the customer proves the address by opening a verification link.
 */
export const mailSuppressions = pgTable(
  'mail_suppressions',
  {
    /** lower-cased address */
    address: text('address').primaryKey(),
    /** smtp | bounce | complaint */
    source: text('source').notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('mail_suppressions_source', sql`${t.source} in ('smtp', 'bounce', 'complaint')`)],
);
