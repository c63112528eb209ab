import type { Attribution } from '@/lib/attribution/attribution-cookies';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Address } from '@/lib/checkout/address-rules';
import type { TotalLine } from '@/lib/basket/basket-totals';
import { customers } from './customer';
import { shopperSessions } from './shopper';

/** Order numbers: 8 digits, issued in order, never reused (a rolled-back order leaves a gap). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 40000001, increment: 1 });

/**
 * A placed order: written whole, in one transaction with the stock it takes (spec storefront
 * S2.10, S3.8). A guest's order belongs to the session that placed it; a customer's to the customer.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderNumber: text('order_number').notNull().unique(),
    /** the shop the order was placed in; amounts are in its currency */
    shopCode: text('shop_code').notNull(),
    sessionId: uuid('session_id').references(() => shopperSessions.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** the client's key for one press of 'Zahlungspflichtig bestellen': a repeat answers this order */
    idempotencyKey: text('idempotency_key').notNull(),
    email: text('email').notNull(),
    billingAddress: jsonb('billing_address').$type<Address>().notNull(),
    deliveryAddress: jsonb('delivery_address').$type<Address>().notNull(),
    deliveryMethod: text('delivery_method').notNull(),
    paymentMethod: text('payment_method').notNull(),
    voucherCode: text('voucher_code'),
    /** the loyalty-programme number linked when the order was placed: its points are credited to it */
    loyaltyNumber: text('loyalty_number'),
    disposalServicePieces: integer('disposal_service_pieces').notNull().default(0),
    /** the total lines as charged, cents (voucher negative) */
    totalLines: jsonb('total_lines').$type<TotalLine[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    savingsCents: integer('savings_cents').notNull().default(0),
    currency: text('currency').notNull(),
    /** the attribution cookies when the order was placed, with Targeting consent only (decision 0021) */
    attribution: jsonb('attribution').$type<Attribution>(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('orders_session_idempotency').on(t.sessionId, t.idempotencyKey),
    index('orders_customer_placed').on(t.customerId, t.placedAt),
    check('orders_total_non_negative', sql`${t.totalCents} >= 0`),
  ],
);

/** A line of an order: what was bought at which price, copied from the catalogue at order time. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    productId: text('product_id').notNull(),
    variantId: text('variant_id').notNull(),
    promotion: text('promotion').notNull(),
    displayNumber: text('display_number').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    saleReductionCents: integer('sale_reduction_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    forwardingAgent: boolean('forwarding_agent').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** The NPS survey on the thanks page: one answer per order. */
export const orderSurveys = pgTable(
  'order_surveys',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 0 'definitely not recommend' … 10 'definitely recommend' */
    score: smallint('score').notNull(),
    comment: text('comment').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('order_surveys_score_range', sql`${t.score} between 0 and 10`)],
);
