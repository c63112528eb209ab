import { CHUNK_SIZE } from './pagination';

/** Editorial limits of spec storefront S9: banners at most 3, content cards at most 7. */
export const MAX_LISTING_BANNERS = 3;
export const MAX_LISTING_CARDS = 7;

/** An editorial item of a listing's first page, by its placement group (spec storefront S5). */
export type EditorialItem<T> =
  | { group: 'fullwidthTeaser'; item: T }
  | { group: 'fullwidth'; item: T }
  | { group: 'cardLike'; item: T; slots: 1 | 2 };

/** An editorial item placed among the products: before the product with this index on the page. */
export interface PlacedEditorial<T> {
  item: EditorialItem<T>;
  /** the position in the grid's item sequence (0-based), as S9 gives it */
  position: number;
  /** how many of the page's products come before it */
  productsBefore: number;
}

/**
 * The grid positions of spec storefront S9, counted from 0 in the grid's sequence of items
 * (products and editorial items alike): FullwidthTeaser at 6, Fullwidth banners at 18 + 24n,
 * CardLike at 11 + 12n, or 10 + 12n for a card two slots wide. Banners beyond 3 and cards beyond
 * 7 are left out (S9 limits). The items never collide (18 + 24n is neither 10 nor 11 modulo 12).
 */
export function editorialPositions<T>(
  teaser: T | null,
  banners: readonly T[],
  cards: readonly { item: T; slots: 1 | 2 }[],
): { position: number; item: EditorialItem<T> }[] {
  const placed: { position: number; item: EditorialItem<T> }[] = [];
  if (teaser !== null) placed.push({ position: 6, item: { group: 'fullwidthTeaser', item: teaser } });
  banners.slice(0, MAX_LISTING_BANNERS).forEach((item, n) => {
    placed.push({ position: 18 + 24 * n, item: { group: 'fullwidth', item } });
  });
  cards.slice(0, MAX_LISTING_CARDS).forEach((card, n) => {
    placed.push({
      position: (card.slots === 2 ? 10 : 11) + 12 * n,
      item: { group: 'cardLike', item: card.item, slots: card.slots },
    });
  });
  return placed.sort((a, b) => a.position - b.position);
}

/**
 * Where the editorial items of a first page go among its products: each before the product that
 * follows it in the sequence. An item whose position lies beyond the page's products (a short
 * listing) is left out, except right after the last product. The products keep their order,
 * count and positions (tracking counts products only).
 */
export function placeEditorial<T>(
  productCount: number,
  items: readonly { position: number; item: EditorialItem<T> }[],
): PlacedEditorial<T>[] {
  return items
    .map(({ position, item }, index) => ({ item, position, productsBefore: position - index }))
    .filter((placed) => placed.productsBefore <= productCount);
}

/**
 * The placed items split by the chunks of the first page: those among its first CHUNK_SIZE
 * products (rendered with the page), and those among the second chunk's (rendered when it
 * loads), with their product index within that chunk. When the first chunk is the whole page,
 * items right after its last product stay with it.
 */
export function editorialByChunk<T>(
  placed: readonly PlacedEditorial<T>[],
  secondChunkExists: boolean,
): { first: PlacedEditorial<T>[]; second: PlacedEditorial<T>[] } {
  const inFirst = (p: PlacedEditorial<T>) =>
    p.productsBefore < CHUNK_SIZE || (!secondChunkExists && p.productsBefore === CHUNK_SIZE);
  return {
    first: placed.filter(inFirst),
    second: placed
      .filter((p) => !inFirst(p))
      .map((p) => ({ ...p, productsBefore: p.productsBefore - CHUNK_SIZE })),
  };
}
