'use client';

import { useEffect } from 'react';

declare global {
  interface Window {
    __shopEarlyClicks?: HTMLElement[];
    __shopStarted?: boolean;
  }
}

/**
 * Clicks again, once the app has started, the buttons clicked before (early-click-capture.tsx),
 * one task each, so that each click's update (a size chosen) is rendered before the next (add to
 * basket). Placed last in the layout: its effect runs after the page's own.
 */
export function EarlyClickReplay() {
  useEffect(() => {
    window.__shopStarted = true;
    const clicked = window.__shopEarlyClicks ?? [];
    window.__shopEarlyClicks = [];
    let index = 0;
    const next = () => {
      const button = clicked[index++];
      if (!button) return;
      button.removeAttribute('aria-busy');
      if (button.isConnected) button.click();
      window.setTimeout(next);
    };
    next();
  }, []);
  return null;
}
