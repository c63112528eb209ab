'use client';

import { ProductCard, type TileView } from '@/components/product/product-card';
import { handedOverText } from '@/components/render/handed-over-html';
import { interleave, type EditorialSlot } from './interleave-editorial';
import { KeptTile } from './kept-tile';

interface Props {
  /** the tiles' data: in a payload for the client router */
  tiles?: TileView[];
  /**
   * in a document's payload instead: the token under which the server handed the tiles' data to
   * the HTML render, and the products in their order
   */
  kept?: { token: string; ids: string[] };
  /** how many tiles load their image eagerly (the first rows) */
  priority: number;
  /** how many of those are fetched first (the first row on phones) */
  high: number;
  /** the editors' items among the tiles (first page only) */
  editorial?: readonly EditorialSlot[];
}

/**
 * The grid items of a listing's first chunk. In a client navigation they render from the tiles'
 * data (about 0.4 KB each). In a document the data travels only to the HTML render (issue 21): the
 * browser keeps each tile's server markup when it hydrates and gives it a live wishlist toggle
 * (KeptTile), so the payload names the products and nothing more.
 */
export function TileGridItems({ tiles, kept, priority, high, editorial = [] }: Props) {
  const className = (i: number) => (i < priority ? undefined : 'tile-deferred');
  if (tiles || !kept)
    return interleave(tiles ?? [], editorial, (tile, i) => (
      <li key={tile.masterKey} className={className(i)} data-track-id={tile.id}>
        <ProductCard tile={tile} priority={i < priority} highPriority={i < high} />
      </li>
    ));
  // the server's HTML render draws the tiles from the data handed over; the browser keeps them
  const serverTiles =
    typeof window === 'undefined' ? (JSON.parse(handedOverText(kept.token) || '[]') as TileView[]) : null;
  return interleave(kept.ids, editorial, (id, i) => (
    <KeptTile key={id} id={id} markupKey={`${kept.token}.${i}`} className={className(i)}>
      {serverTiles?.[i] ? (
        <ProductCard tile={serverTiles[i]} priority={i < priority} highPriority={i < high} />
      ) : null}
    </KeptTile>
  ));
}
