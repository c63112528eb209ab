import { customType, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Rendered pages shared by every worker and node (decision 0035): a page rendered once is served
 * by all of them until one of its tags is invalidated, and a restart starts warm. Each row holds
 * the page's status, headers and brotli form under its cache key; `tags` names what the page
 * shows (server/cache-tags.ts), so an invalidation deletes exactly the pages that show a change.
 */
export const pageStore = pgTable(
  'page_store',
  {
    key: text('key').primaryKey(),
    status: integer('status').notNull(),
    /** the answer's headers as [name, value] pairs, without hop-by-hop ones */
    headers: jsonb('headers').$type<[string, string][]>().notNull(),
    /** the body: compressed with brotli, or as it is when too small to gain from it (a redirect) */
    body: bytea('body').notNull(),
    /** 'br' or 'identity' */
    encoding: text('encoding').notNull(),
    /** the uncompressed body's length in bytes */
    rawBytes: integer('raw_bytes').notNull(),
    etag: text('etag').notNull(),
    tags: text('tags').array().notNull(),
    storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
    /** when its render started: a reader that has seen a change of its tags since takes it not */
    renderedAt: timestamp('rendered_at', { withTimezone: true }).notNull(),
    /** after this the page is stale: served while its successor renders */
    freshUntil: timestamp('fresh_until', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('page_store_tags_idx').using('gin', table.tags),
    index('page_store_stored_at_idx').on(table.storedAt),
  ],
);
