import type { AdminViewServerProps } from 'payload';
import { AdminPage } from './admin-page';
import { isEditor } from './editor-login';
import { getDb } from '@/server/db';
import { openConversations } from '@/server/chat/agent-chat';
import { chatAction } from './chat.action';
import { RefreshEvery } from './refresh-every';

/**
 * /admin/chats: customer service's chat console (customer-and-content S2 chat widget). The open
 * conversations of every shop, those waiting for an answer first; an answer reaches the shopper's
 * open chat within seconds (their panel polls). The list refreshes itself every 10 s.
 */
export async function ChatConsole(view: AdminViewServerProps) {
  const { initPageResult, searchParams } = view;
  const allowed = isEditor(initPageResult.req.user);
  const conversations = allowed ? await openConversations(await getDb()) : [];
  const notice = searchParams?.sent
    ? 'Answer sent.'
    : searchParams?.closed
      ? 'Conversation closed.'
      : searchParams?.failed
        ? 'Not sent: the answer was empty, too long, or the conversation is closed.'
        : null;
  return (
    <AdminPage view={view}>
      <RefreshEvery seconds={10} />
      <h1>Customer chats</h1>
      {!allowed ? <p>Only editors and admins answer chats.</p> : null}
      {notice ? <p role="status">{notice}</p> : null}
      {allowed && conversations.length === 0 ? <p>No open conversations.</p> : null}
      <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1.5rem' }}>
        {conversations.map((c) => (
          <li
            key={c.id}
            style={{ borderBottom: '1px solid var(--theme-elevation-150)', paddingBottom: '1rem' }}
          >
            <article aria-labelledby={`chat-${c.id}`}>
              <h2 id={`chat-${c.id}`} style={{ fontSize: '1.1rem', margin: 0 }}>
                {c.shopCode} · {c.customerNumber ? `customer ${c.customerNumber}` : 'guest'}
                {c.waiting ? ' · waiting for an answer' : ''}
              </h2>
              <ol
                style={{ listStyle: 'none', padding: 0, margin: '0.5rem 0', display: 'grid', gap: '0.25rem' }}
              >
                {c.messages.map((m) => (
                  <li key={m.id} style={{ whiteSpace: 'pre-line' }}>
                    <strong>
                      {m.author === 'customer' ? 'Shopper' : (m.agentName ?? 'Customer service')} ·{' '}
                      {m.createdAt.slice(11, 16)} UTC:
                    </strong>{' '}
                    {m.body}
                  </li>
                ))}
              </ol>
              <form
                action={chatAction}
                style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'end' }}
              >
                <input type="hidden" name="conversationId" value={c.id} />
                <label style={{ display: 'flex', flexDirection: 'column' }}>
                  Answer
                  <textarea name="text" maxLength={1000} rows={2} style={{ minWidth: '24rem' }} />
                </label>
                <button type="submit" name="action" value="reply" className="btn btn--style-primary">
                  Send answer
                </button>
                <button type="submit" name="action" value="close" className="btn btn--style-secondary">
                  Close conversation
                </button>
              </form>
            </article>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
