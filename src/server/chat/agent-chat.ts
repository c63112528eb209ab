import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { chatConversations, chatMessages } from '@/server/db/schema';
import type { ChatMessage } from './shopper-chat';

export interface AgentConversation {
  id: string;
  shopCode: string;
  customerNumber: string | null;
  lastMessageAt: string;
  /** the shopper wrote last: waiting for an answer */
  waiting: boolean;
  messages: ChatMessage[];
}

/** The open conversations of every shop for the chat console, those waiting longest first. */
export async function openConversations(db: Database, limit = 50): Promise<AgentConversation[]> {
  const conversations = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.status, 'open'))
    .orderBy(desc(chatConversations.lastMessageAt))
    .limit(limit);
  if (conversations.length === 0) return [];
  const messages = await db
    .select()
    .from(chatMessages)
    .where(
      inArray(
        chatMessages.conversationId,
        conversations.map((c) => c.id),
      ),
    )
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  const result = conversations.map((c) => {
    const own = messages
      .filter((m) => m.conversationId === c.id)
      .map((m) => ({
        id: m.id,
        author: m.author as ChatMessage['author'],
        agentName: m.agentName,
        body: m.body,
        createdAt: m.createdAt.toISOString(),
      }));
    return {
      id: c.id,
      shopCode: c.shopCode,
      customerNumber: c.customerNumber,
      lastMessageAt: c.lastMessageAt.toISOString(),
      waiting: own.at(-1)?.author === 'customer',
      messages: own,
    };
  });
  // waiting ones first, the longest waiting on top; answered ones after them, newest first
  return [
    ...result.filter((c) => c.waiting).sort((a, b) => a.lastMessageAt.localeCompare(b.lastMessageAt)),
    ...result.filter((c) => !c.waiting),
  ];
}

/** An agent's answer in an open conversation; false when it is closed or unknown. */
export async function replyToConversation(
  db: Database,
  conversationId: string,
  agentName: string,
  text: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [open] = await tx
      .update(chatConversations)
      .set({ lastMessageAt: sql`now()` })
      .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.status, 'open')))
      .returning({ id: chatConversations.id });
    if (!open) return false;
    await tx
      .insert(chatMessages)
      .values({ conversationId, author: 'agent', agentName: agentName.slice(0, 100), body: text });
    return true;
  });
}

/** Ends a conversation: the shopper's next message starts a new one. */
export async function closeConversation(db: Database, conversationId: string): Promise<boolean> {
  const closed = await db
    .update(chatConversations)
    .set({ status: 'closed' })
    .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.status, 'open')))
    .returning({ id: chatConversations.id });
  return closed.length > 0;
}
