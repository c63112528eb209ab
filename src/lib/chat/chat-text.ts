/** The longest chat message (characters). */
export const CHAT_MESSAGE_MAX = 1000;

/**
 * A chat message as it is stored: trimmed, line breaks kept, other control characters refused.
 * Null when there is nothing to send or it is too long.
 */
export function chatText(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (text.length === 0 || text.length > CHAT_MESSAGE_MAX) return null;

  // control characters, and half of a character (a lone surrogate, stored as U+FFFD otherwise)
  if (/[\u0000-\u0009\u000b-\u001f\u007f]|\p{Cs}/u.test(text)) return null;
  return text;
}
