'use client';

import { useCallback, useEffect, useState } from 'react';
import { overlayIds, withOverlay, withoutOverlay } from '@/lib/url/overlay-hash';

/** Overlays this page pushed a history entry for: closing them goes back (spec S2.11). */
const pushedHere = new Set<string>();

/** Told when an overlay id enters or leaves the hash by pushState (which fires no hashchange). */
const OVERLAY_EVENT = 'shop:overlay-hash';

function urlWithHash(hash: string): string {
  return `${window.location.pathname}${window.location.search}${hash}`;
}

/**
 * An overlay opened through the URL hash: opening pushes a history entry without scrolling;
 * closing goes back when this page opened it, otherwise replaces the URL without its id. Back and
 * forward open and close it too.
 */
export function useHashOverlay(id: string) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const sync = () => setOpen(overlayIds(window.location.hash).includes(id));
    sync();
    window.addEventListener('hashchange', sync);
    window.addEventListener('popstate', sync);
    window.addEventListener(OVERLAY_EVENT, sync);
    return () => {
      window.removeEventListener('hashchange', sync);
      window.removeEventListener('popstate', sync);
      window.removeEventListener(OVERLAY_EVENT, sync);
    };
  }, [id]);

  const show = useCallback(() => {
    if (overlayIds(window.location.hash).includes(id)) return;
    window.history.pushState(window.history.state, '', urlWithHash(withOverlay(window.location.hash, id)));
    pushedHere.add(id);
    setOpen(true);
    // another control of the same overlay (two links to one modal) follows the hash too
    window.dispatchEvent(new Event(OVERLAY_EVENT));
  }, [id]);

  const close = useCallback(() => {
    if (!overlayIds(window.location.hash).includes(id)) return setOpen(false);
    setOpen(false);
    if (pushedHere.delete(id)) window.history.back();
    else {
      window.history.replaceState(
        window.history.state,
        '',
        urlWithHash(withoutOverlay(window.location.hash, id)),
      );
      window.dispatchEvent(new Event(OVERLAY_EVENT));
    }
  }, [id]);

  return { open, show, close };
}
