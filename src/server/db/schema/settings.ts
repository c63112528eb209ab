import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets the application generates once and every node shares (e.g. the CMS's token secret), so
 * that a second node or a restart signs and verifies with the same key. Only the start scripts
 * read them; an environment variable of the same purpose wins.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
