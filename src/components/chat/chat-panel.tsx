'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ModalHeader } from '@/components/product/modal-header';
import { CHAT_MESSAGE_MAX } from '@/lib/chat/chat-text';

interface Message {
  id: string;
  author: 'customer' | 'agent';
  agentName: string | null;
  body: string;
  createdAt: string;
}

/** While the chat is open, new answers are fetched this often. */
const POLL_MS = 4000;

async function chatCall(init?: RequestInit): Promise<{ messages?: Message[]; error?: string }> {
  try {
    const res = await fetch('/api/chat', {
      ...init,
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
    });
    return (await res.json()) as { messages?: Message[]; error?: string };
  } catch {
    return { error: 'NETWORK' };
  }
}

/**
 * The chat with customer service: the conversation so far, polled while open, and a message field.
 * Answers are announced to screen readers; Escape or the close button closes it (the conversation
 * stays and is there when the chat opens again).
 */
export function ChatPanel({ onClose }: { onClose: () => void }) {
  const t = useTranslations('chat');
  const dialog = useRef<HTMLDialogElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const id = useId();
  const [messages, setMessages] = useState<Message[] | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef<Set<string>>(new Set());

  const take = useCallback(
    (next: Message[]) => {
      const fresh = next.filter((m) => m.author === 'agent' && !seen.current.has(m.id));
      // answers that arrive while open are announced; those there on opening are just shown
      if (seen.current.size > 0 && fresh.length > 0)
        setAnnouncement(t('newAnswer', { text: fresh.at(-1)!.body }));
      for (const m of next) seen.current.add(m.id);
      if (seen.current.size === 0) seen.current.add('');
      setMessages(next);
    },
    [t],
  );

  useEffect(() => {
    dialog.current?.showModal();
    let stopped = false;
    const poll = async () => {
      const result = await chatCall();
      if (!stopped && result.messages) take(result.messages);
    };
    void poll();
    const timer = setInterval(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [take]);

  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages]);

  async function send() {
    if (busy) return;
    if (text.trim().length === 0 || text.length > CHAT_MESSAGE_MAX) {
      setError(t('invalid', { max: CHAT_MESSAGE_MAX }));
      return;
    }
    setBusy(true);
    const result = await chatCall({ method: 'POST', body: JSON.stringify({ text }) });
    setBusy(false);
    if (result.messages) {
      take(result.messages);
      setText('');
      setError(null);
    } else
      setError(
        result.error === 'TOO_MANY_REQUESTS'
          ? t('tooMany')
          : result.error === 'CHAT_MESSAGE_INVALID'
            ? t('invalid', { max: CHAT_MESSAGE_MAX })
            : t('sendFailed'),
      );
  }

  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto flex max-h-[90vh] w-[min(94vw,28rem)] flex-col rounded-shop p-4 backdrop:bg-black/40"
    >
      <ModalHeader id={`${id}-title`} title={t('title')} onClose={onClose} />
      <p className="mt-2 text-sm text-muted">{t('intro')}</p>
      <ol
        ref={list}
        aria-label={t('conversation')}
        className="mt-3 flex min-h-40 flex-col gap-2 overflow-y-auto"
      >
        {messages === null ? <li className="text-muted">{t('loading')}</li> : null}
        {messages?.length === 0 ? <li className="text-muted">{t('empty')}</li> : null}
        {messages?.map((m) => (
          <li
            key={m.id}
            className={`max-w-[85%] whitespace-pre-line rounded-shop px-3 py-2 ${
              m.author === 'customer'
                ? 'self-end bg-primary text-primary-contrast'
                : 'self-start border border-border'
            }`}
          >
            <span className="block text-xs font-semibold">
              {m.author === 'customer' ? t('you') : (m.agentName ?? t('agent'))} · {time(m.createdAt)}
            </span>
            {m.body}
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
        className="mt-3 flex flex-col gap-2"
        noValidate
      >
        <label htmlFor={`${id}-text`} className="font-semibold">
          {t('messageLabel')}
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          rows={3}
          maxLength={CHAT_MESSAGE_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
          className="rounded-shop border border-border p-2"
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-error">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          aria-disabled={busy || undefined}
          className="self-end rounded-shop bg-primary px-4 py-2 font-semibold text-primary-contrast"
        >
          {t('send')}
        </button>
      </form>
    </dialog>
  );
}
