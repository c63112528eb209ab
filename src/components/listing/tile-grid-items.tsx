'use client';

import { ProductCard, type TileView } from '@/components/product/product-card';
import { interleave, type EditorialSlot } from './interleave-editorial';

interface Props {
  tiles: TileView[];
  /** how many tiles load their image eagerly (the first rows) */
  priority: number;
  /** how many of those are fetched first (the first row on phones) */
  high: number;
  /** the editors' items among the tiles (first page only) */
  editorial?: readonly EditorialSlot[];
}

/**
 * The grid items of a listing's first chunk, rendered from the tiles' data: the page's payload
 * carries one array of TileView (about 0.4 KB each) instead of each tile's element tree (about 3 KB
 * with image sets and classes), and the browser renders the same markup when it hydrates. Issue 21.
 */
export function TileGridItems({ tiles, priority, high, editorial = [] }: Props) {
  return interleave(tiles, editorial, (tile, i) => (
    <li key={tile.masterKey} className={i < priority ? undefined : 'tile-deferred'} data-track-id={tile.id}>
      <ProductCard tile={tile} priority={i < priority} highPriority={i < high} />
    </li>
  ));
}
