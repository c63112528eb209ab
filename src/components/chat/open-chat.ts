/** The event a chat launcher sends; the chat host answers it by opening the chat. */
export const OPEN_CHAT_EVENT = 'shop:open-chat';

/** Time between attempts when the chat is not ready yet (customer-and-content S9: 300 ms). */
export const CHAT_OPEN_RETRY_MS = 300;
const ATTEMPTS = 10;

declare global {
  interface Window {
    /** set by the chat host once it listens */
    shopChatReady?: boolean;
  }
}

/**
 * Opens the chat with customer service (spec S2 "chat widget", ActionButton CHAT): at once when the
 * chat host is ready, otherwise again every 300 ms while the page's scripts are still starting.
 */
export function openChat(attempt = 0): void {
  if (window.shopChatReady) {
    window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
    return;
  }
  if (attempt < ATTEMPTS) setTimeout(() => openChat(attempt + 1), CHAT_OPEN_RETRY_MS);
}
