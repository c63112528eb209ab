'use client';

import { useEffect } from 'react';
import { useShop } from '@/components/shop/shop-provider';
import type { EventData } from '@/lib/analytics/event-schemas';
import { track } from '@/lib/analytics/track';
import { PAGE_SIZE } from '@/lib/listing/pagination';

type ListType = NonNullable<EventData<'ecom'>['list']>;

/** Products per impression event: the spec's tracking groups of 12 (storefront S9). */
const GROUP = 12;
const VISIBLE = 0.75;
const FLUSH_MS = 1000;

/**
 * Product-list impressions and clicks of a listing grid (`#product-grid`, tiles marked with
 * data-track-id): a tile counts once when 75 % of it is visible; seen tiles are reported as
 * `ecom` productListImpression in groups of at most 12, a second after the last one or when 12 are
 * together; a click on a tile is a productListClick. Positions count from 1 over the whole listing:
 * (page − 1) × 72 + index (storefront S9).
 */
export function ProductListImpressions({ listType, page }: { listType: ListType; page: number }) {
  const { money } = useShop();
  useEffect(() => {
    const grid = document.getElementById('product-grid');
    if (!grid || typeof IntersectionObserver === 'undefined') return;
    const offset = (page - 1) * PAGE_SIZE;
    // the last impressions may go out after the shopper left the listing: they belong to it
    const path = window.location.pathname;
    const positionOf = (item: Element) =>
      offset + [...grid.querySelectorAll(':scope > li[data-track-id]')].indexOf(item) + 1;
    const product = (item: Element) => ({
      id: item.getAttribute('data-track-id')!,
      position: positionOf(item),
      list: listType,
    });
    const seen = new Set<string>();
    const pending: ReturnType<typeof product>[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      if (timer) clearTimeout(timer);
      timer = null;
      while (pending.length > 0) {
        const products = pending.splice(0, GROUP);
        track(
          'ecom',
          { action: 'productListImpression', currency: money.currency, list: listType, products },
          path,
        );
      }
    };
    const see = (item: Element) => {
      const id = item.getAttribute('data-track-id');
      if (!id || seen.has(id)) return;
      seen.add(id);
      observer.unobserve(item);
      pending.push(product(item));
    };
    const visible = (entries: IntersectionObserverEntry[]) => {
      for (const entry of entries) if (entry.isIntersecting) see(entry.target);
      if (pending.length >= GROUP) flush();
      else if (pending.length > 0) timer ??= setTimeout(flush, FLUSH_MS);
    };
    const observer = new IntersectionObserver(visible, { threshold: VISIBLE });
    const observeAll = () =>
      grid.querySelectorAll(':scope > li[data-track-id]').forEach((li) => observer.observe(li));
    observeAll();
    // the next chunk's tiles arrive later
    const added = new MutationObserver(observeAll);
    added.observe(grid, { childList: true });
    const click = (event: MouseEvent) => {
      const item = (event.target as Element | null)?.closest?.('#product-grid > li[data-track-id]');
      if (!item || !(event.target as Element).closest('a')) return;
      // a tile clicked before its visibility was reported was seen all the same
      see(item);
      flush();
      track('ecom', {
        action: 'productListClick',
        currency: money.currency,
        list: listType,
        products: [product(item)],
      });
    };
    grid.addEventListener('click', click);
    return () => {
      // what became visible since the last report (the shopper may leave within a frame)
      visible(observer.takeRecords());
      flush();
      observer.disconnect();
      added.disconnect();
      grid.removeEventListener('click', click);
    };
  }, [listType, page, money.currency]);
  return null;
}
