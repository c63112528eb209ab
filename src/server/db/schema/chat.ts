import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { shopperSessions } from './shopper';

/**
 * A chat of a shopper with customer service (customer-and-content S2 "chat widget"): one open
 * conversation per shopper (session or customer), answered from the CMS admin's chat console.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    shopCode: text('shop_code').notNull(),
    shopperId: uuid('shopper_id')
      .notNull()
      .references(() => shopperSessions.id, { onDelete: 'cascade' }),
    /** the logged-in customer's number when the chat started, for the agent */
    customerNumber: text('customer_number'),
    /** open | closed */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_open')
      .on(t.shopperId)
      .where(sql`status = 'open'`),
    index('chat_conversations_status').on(t.status, t.lastMessageAt),
    check('chat_conversations_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** customer | agent */
    author: text('author').notNull(),
    /** the agent's display name (their CMS account's name or e-mail) */
    agentName: text('agent_name'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation').on(t.conversationId, t.createdAt),
    check('chat_messages_author', sql`${t.author} in ('customer', 'agent')`),
  ],
);
