import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customer';

/**
 * Fixed-window counters of operations that send mail or cost work, per rule and subject (a client
 * address, or the SHA-256 of a recipient address). Counted by one atomic upsert before the work is
 * done, so concurrent requests on any node cannot pass the limit together.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    rule: text('rule').notNull(),
    subject: text('subject').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.rule, t.subject, t.windowStart] }),
    index('rate_limit_hits_window').on(t.windowStart),
  ],
);

/**
 * Login throttling (OWASP ASVS V2.2) per subject: a client address, an account as seen from unknown
 * devices, or one known device. `pending` counts failures and attempts still being checked; at the
 * limit the subject is locked for a short time that doubles with each lock (`strikes`).
 */
export const loginThrottle = pgTable('login_throttle', {
  subject: text('subject').primaryKey(),
  pending: integer('pending').notNull().default(0),
  strikes: smallint('strikes').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Devices a customer has logged in from (a long-lived cookie; only its SHA-256 is kept). Guesses
 * from elsewhere cannot lock the owner out on such a device.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('known_devices_customer').on(t.customerId)],
);
