'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { OPEN_CHAT_EVENT } from './open-chat';

// the chat's code loads only when a shopper opens it
const ChatPanel = dynamic(() => import('./chat-panel').then((m) => m.ChatPanel), { ssr: false });

/** Listens for chat launchers on every page and opens the chat panel on the first request. */
export function ChatHost() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    window.shopChatReady = true;
    return () => {
      window.shopChatReady = false;
      window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
    };
  }, []);
  return open ? <ChatPanel onClose={() => setOpen(false)} /> : null;
}
