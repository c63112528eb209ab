import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_OPEN_RETRY_MS, OPEN_CHAT_EVENT, openChat } from './open-chat';

describe('opening the chat (ActionButton CHAT, spec S9: retry after 300 ms)', () => {
  const opened = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    const target = new EventTarget();
    target.addEventListener(OPEN_CHAT_EVENT, opened);
    vi.stubGlobal('window', Object.assign(target, { shopChatReady: false }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    opened.mockReset();
  });

  it('opens at once when the chat is ready', () => {
    window.shopChatReady = true;
    openChat();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('tries again every 300 ms until the chat is ready, then opens it once', () => {
    openChat();
    vi.advanceTimersByTime(CHAT_OPEN_RETRY_MS - 1);
    expect(opened).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(opened).not.toHaveBeenCalled();
    window.shopChatReady = true;
    vi.advanceTimersByTime(CHAT_OPEN_RETRY_MS);
    expect(opened).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * CHAT_OPEN_RETRY_MS);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('gives up after ten attempts when the chat never starts', () => {
    openChat();
    vi.advanceTimersByTime(11 * CHAT_OPEN_RETRY_MS);
    window.shopChatReady = true;
    vi.advanceTimersByTime(5 * CHAT_OPEN_RETRY_MS);
    expect(opened).not.toHaveBeenCalled();
    expect(CHAT_OPEN_RETRY_MS).toBe(300);
  });
});
