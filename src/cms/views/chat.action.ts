'use server';

import { redirect } from 'next/navigation';
import { chatText } from '@/lib/chat/chat-text';
import { closeConversation, replyToConversation } from '@/server/chat/agent-chat';
import { getDb } from '@/server/db';
import { requireEditor } from './editor-login';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * An answer or the closing of a conversation from the chat console. The agent's login is checked
 * again here: a server action is a POST anyone could send.
 */
export async function chatAction(form: FormData): Promise<void> {
  const user = await requireEditor();
  const conversationId = String(form.get('conversationId') ?? '');
  if (!UUID.test(conversationId)) redirect('/admin/chats?failed=1');
  const db = await getDb();
  if (form.get('action') === 'close') {
    await closeConversation(db, conversationId);
    redirect('/admin/chats?closed=1');
  }
  const text = chatText(form.get('text'));
  const agent = user.name || 'Customer service';
  const done = text !== null && (await replyToConversation(db, conversationId, agent, text));
  redirect(`/admin/chats?${done ? 'sent' : 'failed'}=1`);
}
