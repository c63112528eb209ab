import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Address } from '@/lib/checkout/address-rules';
import { customers } from './customer';

/**
 * A newsletter subscription (customer-and-content S4): pending until the mailed link confirms it;
 * the one-time 10% code is created and mailed only then.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    shopCode: text('shop_code').notNull(),
    /** lower-cased */
    email: text('email').notNull(),
    salutation: text('salutation'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthDate: date('birth_date').notNull(),
    /** pending | active | unsubscribed */
    status: text('status').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** the voucher code sent after the confirmation; null before */
    discountCode: text('discount_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.shopCode, t.email] }),
    check('newsletter_status', sql`${t.status} in ('pending', 'active', 'unsubscribed')`),
  ],
);

/** A message of the contact form, kept for customer service (and mailed to it). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    shopCode: text('shop_code').notNull(),
    reason: text('reason').notNull(),
    customerNumber: text('customer_number'),
    email: text('email').notNull(),
    message: text('message').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created').on(t.createdAt)],
);

/** An order of free printed catalogues to an address. */
export const catalogueOrders = pgTable('catalogue_orders', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  shopCode: text('shop_code').notNull(),
  address: jsonb('address').$type<Address>().notNull(),
  email: text('email'),
  catalogues: jsonb('catalogues').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A visitor's objection to tracking by one provider (customer-and-content S4 opt-out). */
export const trackingOptOuts = pgTable(
  'tracking_opt_outs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    shopCode: text('shop_code').notNull(),
    provider: text('provider').notNull(),
    visitorId: text('visitor_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('tracking_opt_outs_shop_provider_visitor').on(t.shopCode, t.provider, t.visitorId)],
);
