'use client';

import { useEffect } from 'react';
import { shopHref, STORE_PARAM } from '@/lib/webview/shop-href';
import { useLinkContext } from './client-state-provider';

/**
 * Inside the app and on in-store displays, a plain link or GET form of the shop that an editor or a
 * text wrote without the app prefix or the store marker gets it when used (the shop's own links
 * are written right from the start: components/layout/shop-link.tsx). Mounted only there.
 */
export function LinkContextGuard() {
  const context = useLinkContext();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      // a jump within this page (skip links, anchors) stays one
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash)
        return;
      const written = shopHref(url.pathname + url.search + url.hash, context);
      if (written !== url.pathname + url.search + url.hash) anchor.setAttribute('href', written);
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== 'get') return;
      const url = new URL(form.action, window.location.href);
      if (url.origin !== window.location.origin) return;
      const written = shopHref(url.pathname, { ...context, store: false });
      if (written !== url.pathname) form.setAttribute('action', written);
      if (context.store && !form.querySelector(`input[name="${STORE_PARAM}"]`)) {
        const marker = document.createElement('input');
        marker.type = 'hidden';
        marker.name = STORE_PARAM;
        marker.value = '1';
        form.append(marker);
      }
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('submit', onSubmit, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
    };
  }, [context]);
  return null;
}
