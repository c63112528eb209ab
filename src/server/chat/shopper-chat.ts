import { and, asc, eq, sql } from 'drizzle-orm';
import type { ShopConfig } from '@/lib/shop/shop';
import type { Database } from '@/server/db/client';
import { chatConversations, chatMessages } from '@/server/db/schema';

export interface ChatMessage {
  id: string;
  author: 'customer' | 'agent';
  agentName: string | null;
  body: string;
  createdAt: string;
}

/** The messages of the shopper's open conversation in this shop, oldest first ([] when none). */
export async function loadShopperChat(
  db: Database,
  shop: ShopConfig,
  shopperId: string,
): Promise<ChatMessage[]> {
  const rows = await db
    .select({
      id: chatMessages.id,
      author: chatMessages.author,
      agentName: chatMessages.agentName,
      body: chatMessages.body,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(
      and(
        eq(chatConversations.shopperId, shopperId),
        eq(chatConversations.shopCode, shop.code),
        eq(chatConversations.status, 'open'),
      ),
    )
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  return rows.map((r) => ({
    ...r,
    author: r.author as ChatMessage['author'],
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * Adds the shopper's message to their open conversation, opening one when there is none. One
 * transaction: two messages sent at once land in the same conversation (the partial unique index
 * on open conversations decides, the loser takes the winner's).
 */
export async function postShopperMessage(
  db: Database,
  shop: ShopConfig,
  shopper: { id: string; customerNumber: string | null },
  text: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(chatConversations)
      .values({ shopCode: shop.code, shopperId: shopper.id, customerNumber: shopper.customerNumber })
      .onConflictDoNothing();
    const [conversation] = await tx
      .update(chatConversations)
      .set({
        lastMessageAt: sql`now()`,
        customerNumber: sql`coalesce(${chatConversations.customerNumber}, ${shopper.customerNumber})`,
      })
      .where(and(eq(chatConversations.shopperId, shopper.id), eq(chatConversations.status, 'open')))
      .returning({ id: chatConversations.id });
    if (!conversation) throw new Error('chat conversation not found after insert');
    await tx.insert(chatMessages).values({ conversationId: conversation.id, author: 'customer', body: text });
  });
}
