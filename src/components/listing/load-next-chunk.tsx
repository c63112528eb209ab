'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { PREFETCH_MARGIN_PX } from '@/lib/listing/pagination';
import { loadListingChunk } from '@/server/listing/load-chunk.action';
import { ProductCard, type TileView } from '@/components/product/product-card';
import { TileSkeleton } from './tile-skeleton';
import { loadChunkEditorial } from '@/server/listing/load-chunk-editorial.action';
import { interleave, type EditorialSlot } from './interleave-editorial';

interface Props {
  path: string;
  query: string;
  /** chunk page (of 36) to load */
  chunkPage: number;
  /** the listing entry whose items fall among this chunk's tiles (first page only), loaded with them */
  editorialEntry?: { entryId: string; productCount: number } | null;
}

/**
 * The second chunk of a listing page, fetched when the end of the grid comes within 1000px (S4.8).
 * The parent keys it by path and query, so a change of page or filters starts afresh.
 */
export function LoadNextChunk({ path, query, chunkPage, editorialEntry = null }: Props) {
  const t = useTranslations('listing');
  const sentinel = useRef<HTMLLIElement>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle');
  const [tiles, setTiles] = useState<TileView[]>([]);
  const [editorial, setEditorial] = useState<EditorialSlot[]>([]);
  const entryId = editorialEntry?.entryId ?? null;
  const productCount = editorialEntry?.productCount ?? 0;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || state !== 'idle') return;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      observer.disconnect();
      window.removeEventListener('scroll', passed);
      setState('loading');
      const items = entryId
        ? loadChunkEditorial({ path, entryId, productCount }).catch(() => [])
        : Promise.resolve([]);
      Promise.all([loadListingChunk({ path, query, chunkPage }), items])
        .then(([chunk, slots]) => {
          setTiles(chunk);
          setEditorial(slots);
        })
        .catch(() => setTiles([]))
        .finally(() => setState('done'));
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) start();
      },
      { rootMargin: `0px 0px ${PREFETCH_MARGIN_PX}px 0px` },
    );
    // a jump past the grid (End key, a link to the footer) never crosses the observer's margin:
    // the end of the grid above the viewport counts as reached
    const passed = () => {
      if (node.getBoundingClientRect().bottom < 0) start();
    };
    observer.observe(node);
    window.addEventListener('scroll', passed, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', passed);
    };
  }, [path, query, chunkPage, state, entryId, productCount]);

  return (
    <>
      {state === 'done'
        ? interleave(tiles, editorial, (tile) => (
            <li key={tile.masterKey} className="tile-deferred" data-track-id={tile.id}>
              <ProductCard tile={tile} />
            </li>
          ))
        : null}
      {state === 'loading'
        ? Array.from({ length: 4 }, (_, i) => (
            <li key={`skeleton-${i}`} aria-hidden="true">
              <TileSkeleton />
            </li>
          ))
        : null}
      {state !== 'done' ? <li ref={sentinel} aria-hidden="true" className="col-span-full h-px" /> : null}
      <li className="sr-only col-span-full" aria-live="polite">
        {state === 'loading' ? t('loadingMore') : ''}
      </li>
    </>
  );
}
