/** Listing constants and arithmetic of spec storefront S9 (listing). */
export const PAGE_SIZE = 72;
export const CHUNK_SIZE = 36;
export const CHUNKS_PER_PAGE = PAGE_SIZE / CHUNK_SIZE;
export const PREFETCH_MARGIN_PX = 1000;

/** Products per row for mobile, landscape, tablet and desktop. */
export const PRODUCTS_PER_ROW = {
  withSidebar: [2, 3, 3, 3],
  withoutSidebar: [2, 3, 3, 4],
} as const;

/**
 * The first two rows load their images with priority (eagerly): 2 × the largest products-per-row
 * value, so every breakpoint's first two rows are covered.
 */
export function priorityImageCount(sidebar: boolean): number {
  return 2 * Math.max(...PRODUCTS_PER_ROW[sidebar ? 'withSidebar' : 'withoutSidebar']);
}

/**
 * Of those, the images that are fetched first (fetchpriority=high, preloaded): the first row at the
 * smallest breakpoint, where the largest paint is. More would compete with it for the phone's
 * bandwidth; the other priority images load eagerly right behind them.
 */
export function highFetchPriorityCount(sidebar: boolean): number {
  return Math.min(...PRODUCTS_PER_ROW[sidebar ? 'withSidebar' : 'withoutSidebar']);
}

/**
 * The chunk page (1-based, CHUNK_SIZE items) holding chunk `chunk` (0 = first) of listing page `page`:
 * page × (72 ÷ 36) − 1 + 1 for the second chunk, as the spec gives it.
 */
export function chunkPageIndex(page: number, chunk: number): number {
  return page * CHUNKS_PER_PAGE - 1 + chunk;
}

export function pageCountOf(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Position of a product in the list for tracking: (page − 1) × pageSize + index when page > 1. */
export function listPosition(page: number, pageSize: number, index: number): number {
  return page > 1 ? (page - 1) * pageSize + index : index;
}

/** A page parameter: whole numbers from 1; anything else is no valid page. */
export function parsePage(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw === '') return 1;
  if (!/^\d{1,6}$/.test(raw.trim())) return null;
  const page = Number(raw.trim());
  return page >= 1 ? page : null;
}

export type EditorialGroup = 'FullwidthTeaser' | 'Fullwidth' | 'CardLike';

/**
 * Grid positions of editorial entries (S9): the FullwidthTeaser at 6, Fullwidth banners at
 * 18 + 24n, cards at 11 + 12n, or 10 + 12n for a card that takes 2 slots.
 */
export function editorialPosition(group: EditorialGroup, n: number, slots: 1 | 2 = 1): number {
  if (group === 'FullwidthTeaser') return 6;
  if (group === 'Fullwidth') return 18 + 24 * n;
  return (slots === 2 ? 10 : 11) + 12 * n;
}
