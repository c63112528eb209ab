'use client';

import { useEffect } from 'react';

declare global {
  interface Window {
    __shopEarlyClicks?: HTMLElement[];
    __shopStarted?: boolean;
  }
}

/** A noted button with its pressed state at the click (early-click-capture.tsx). */
type NotedButton = HTMLElement & { __shopPressed?: string | null };

/** How long a replayed button may stay disabled (the wishlist still loading) before its click is dropped. */
const ENABLED_WITHIN_MS = 10_000;
const RETRY_MS = 50;

/** The button in the document now that carries the detached one's replay key, if it has one. */
function successorOf(button: HTMLElement): HTMLElement | null {
  const key = button.getAttribute('data-replay-click');
  if (!key) return null;
  return document.querySelector<HTMLElement>(`[data-replay-click="${CSS.escape(key)}"]`);
}

/**
 * Clicks again, once the app has started, the buttons clicked before (early-click-capture.tsx),
 * one task each, so that each click's update (a size chosen) is rendered before the next (add to
 * basket). A button still disabled (a wishlist heart before the wishlist has loaded) is clicked
 * once it is enabled; one React has drawn anew is found by its key (`data-replay-click`). Repeated clicks on one button count once, as they would on a started page
 * (a second press while the first is under way is ignored). Placed last in the layout: its effect
 * runs after the page's own.
 */
export function EarlyClickReplay() {
  useEffect(() => {
    window.__shopStarted = true;
    const clicked = (window.__shopEarlyClicks ?? []).filter((button, i, all) => button !== all[i - 1]);
    window.__shopEarlyClicks = [];
    let index = 0;
    let waitedSince = 0;
    let timer: number | undefined;
    const next = () => {
      const noted = clicked[index];
      if (!noted) return;
      // a button React drew anew (a kept listing tile's live wishlist heart): found by its key
      const button = noted.isConnected ? noted : successorOf(noted);
      const usable = button !== null && button.getAttribute('aria-disabled') !== 'true';
      // a detached button without a key has no successor to wait for
      if (!usable && (noted.isConnected || noted.getAttribute('data-replay-click'))) {
        waitedSince ||= Date.now();
        if (Date.now() - waitedSince < ENABLED_WITHIN_MS) {
          timer = window.setTimeout(next, RETRY_MS);
          return;
        }
      }
      index++;
      waitedSince = 0;
      noted.removeAttribute('aria-busy');
      // a toggle meant for the state the shopper saw (a heart not yet saved) is not replayed on
      // another (the product was on the wishlist already: the click would remove it)
      const pressedThen = (noted as NotedButton).__shopPressed;
      const sameState = pressedThen == null || button?.getAttribute('aria-pressed') === pressedThen;
      if (usable && sameState) button.click();
      timer = window.setTimeout(next);
    };
    next();
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
