'use client';

import { useEffect } from 'react';
import { useClientState, useShopHref } from '@/components/client/client-state-provider';

const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * An in-store display starts over after its idle time (shop configuration storeDisplay.idleSeconds):
 * the shop's cookies are expired (api/store/reset) and the start page loads afresh. The clock runs
 * from the last touch; on an untouched start page there is nothing to reset.
 */
export function StoreIdleReset() {
  const { storeIdleSeconds } = useClientState();
  const start = useShopHref()('/');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reset = async () => {
      await fetch('/api/store/reset', { method: 'POST' }).catch(() => undefined);
      window.location.assign(start);
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void reset(), storeIdleSeconds * 1000);
    };
    // the untouched start page ('/' on a display host, '/?store=1' elsewhere) has nothing to reset
    const atStart = window.location.pathname === '/' && ['', '?store=1'].includes(window.location.search);
    if (!atStart) arm();
    for (const type of ACTIVITY) window.addEventListener(type, arm, { passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, arm, { capture: true });
    };
  }, [storeIdleSeconds, start]);
  return null;
}
