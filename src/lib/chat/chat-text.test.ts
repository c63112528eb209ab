import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, chatText } from './chat-text';

describe('chatText', () => {
  it('keeps a trimmed message with its line breaks', () => {
    expect(chatText('  Hallo,\r\nwo ist mein Paket?  ')).toBe('Hallo,\nwo ist mein Paket?');
  });
  it('refuses empty, overlong, non-text and control characters', () => {
    expect(chatText('   ')).toBeNull();
    expect(chatText('x'.repeat(CHAT_MESSAGE_MAX + 1))).toBeNull();
    expect(chatText('x'.repeat(CHAT_MESSAGE_MAX))).toHaveLength(CHAT_MESSAGE_MAX);
    expect(chatText(42)).toBeNull();
    expect(chatText('a\u0000b')).toBeNull();
    expect(chatText('a\tb')).toBeNull();
    expect(chatText('x\ud800')).toBeNull();
    expect(chatText('Danke 😀')).toBe('Danke 😀');
  });
});
