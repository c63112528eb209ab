'use client';

import { useEffect } from 'react';
import { useShopRouter } from './client-state-provider';

/**
 * The plain links of static HTML: marked ones (rich texts, promotion cards, visual filter tiles,
 * navigation and footer) and the tiles' links (a.tile-link, unmarked: 36 marks in a listing's markup
 * are 650 bytes; drawn by the browser, a tile's link is a link component that takes its own click).
 */
const SHOP_LINKS = 'a[data-shop-link], a.tile-link';

/**
 * Client-side navigation for the plain links of static HTML (SHOP_LINKS, rendered once per
 * publication or product rather than as a link component each; decision 0032): a plain click on
 * one goes through the router like the shop's other links. A click with a modifier key, on a link to a new window or a download, or one an
 * earlier handler took, stays the browser's.
 */
export function ShopLinkNavigation() {
  const router = useShopRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.(SHOP_LINKS);
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      // a jump within this page stays the browser's
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash)
        return;
      event.preventDefault();
      router.push(url.pathname + url.search + url.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
  return null;
}
