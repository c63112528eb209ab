import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Address } from '@/lib/checkout/address-rules';
import { shopperSessions } from './shopper';

/**
 * A session's checkout in progress: what the shopper entered so far, kept so that a reload or a
 * second tab loses nothing. Addresses are stored as validated JSON (customer-and-content S5).
 */
export const checkouts = pgTable('checkouts', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => shopperSessions.id, { onDelete: 'cascade' }),
  email: text('email'),
  billingAddress: jsonb('billing_address').$type<Address>(),
  /** null: deliver to the billing address */
  deliveryAddress: jsonb('delivery_address').$type<Address>(),
  deliveryMethod: text('delivery_method').notNull().default('standard'),
  paymentMethod: text('payment_method'),
  voucherCode: text('voucher_code'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Voucher codes redeemable at checkout (seeded; the newsletter adds one-time codes later). */
export const vouchers = pgTable(
  'vouchers',
  {
    /** a code belongs to one shop; its amounts are in that shop's currency */
    shopCode: text('shop_code').notNull(),
    code: text('code').notNull(),
    currency: text('currency').notNull(),
    /** percent | amount */
    kind: text('kind').notNull(),
    /** percent, or cents for an amount */
    value: integer('value').notNull(),
    minOrderCents: integer('min_order_cents').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** null: unlimited */
    maxRedemptions: integer('max_redemptions'),
    /** raised by each placed order inside its transaction */
    redemptions: integer('redemptions').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopCode, t.code] }),
    check('vouchers_kind', sql`${t.kind} in ('percent', 'amount')`),
    check('vouchers_value_positive', sql`${t.value} > 0`),
    check(
      'vouchers_redemptions_within_max',
      sql`${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions}`,
    ),
  ],
);
