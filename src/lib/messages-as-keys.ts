type Messages = { [key: string]: string | Messages };

/** Replaces every message by its full key, for `?localeTexts=true` (translators see which key is where). */
export function messagesAsKeys(messages: Messages, prefix = ''): Messages {
  const out: Messages = {};
  for (const [key, value] of Object.entries(messages)) {
    const full = prefix ? `${prefix}.${key}` : key;
    out[key] = typeof value === 'string' ? full : messagesAsKeys(value, full);
  }
  return out;
}
