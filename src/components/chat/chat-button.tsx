'use client';

import { openChat } from './open-chat';

/** A button that opens the chat with customer service (ActionButton CHAT, the support page). */
export function ChatButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => openChat()}
      className={className ?? 'rounded-shop bg-primary px-4 py-3 font-semibold text-primary-contrast'}
    >
      {label}
    </button>
  );
}
