import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customer';
import { orders } from './order';

/** Invoice numbers: 9 digits, issued in order. */
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 700000001, increment: 1 });

/** One event of a parcel's way (the tracking timeline). */
export interface ShipmentEvent {
  at: string;
  /** announced | inTransit | inDeliveryDepot | outForDelivery | delivered */
  status: string;
  location: string;
}

/** A parcel of an order (shipment tracking, 'current deliveries' on the overview). */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1, 2, … within the order */
    parcelIndex: smallint('parcel_index').notNull(),
    parcelNumber: text('parcel_number').notNull().unique(),
    carrier: text('carrier').notNull(),
    /** the order line positions in this parcel */
    linePositions: jsonb('line_positions').$type<number[]>().notNull(),
    events: jsonb('events').$type<ShipmentEvent[]>().notNull(),
    /** the latest event's status, for the overview's 'current deliveries' */
    status: text('status').notNull(),
  },
  (t) => [index('shipments_order').on(t.orderId)],
);

/** An ordered piece sent back: the returns overview and the returns status. */
export const returnItems = pgTable(
  'return_items',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    linePosition: smallint('line_position').notNull(),
    quantity: integer('quantity').notNull(),
    /** registered | received | refunded */
    status: text('status').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundCents: integer('refund_cents').notNull(),
  },
  (t) => [
    index('return_items_order').on(t.orderId),
    check('return_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** An invoice of a customer (customer-and-content S3); its status follows from its instalments. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    invoiceNumber: text('invoice_number').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    issuedOn: date('issued_on').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** invoice | instalments | paymentPause | cashOnDelivery | prepayment | creditCard */
    paidWith: text('paid_with').notNull(),
  },
  (t) => [index('invoices_customer_issued').on(t.customerId, t.issuedOn)],
);

/** An instalment of an invoice: amount, due date, paid or not. A plain invoice has one. */
export const invoiceInstalments = pgTable(
  'invoice_instalments',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    amountCents: integer('amount_cents').notNull(),
    dueOn: date('due_on').notNull(),
    paidOn: date('paid_on'),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.position] })],
);
