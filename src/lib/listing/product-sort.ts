/** Product sorts of spec S9: top seller (sortKey, default), new, lowest and highest price. */
export const PRODUCT_SORTS = ['sortKey', 'dateDesc', 'priceAsc', 'priceDesc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export function isProductSort(value: string): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value);
}

/**
 * The sort sent to the listing (S7.3): the experiment sort when the shopper keeps the default
 * top-seller sort and an experiment sort exists; else the chosen sort.
 */
export function effectiveSort(activeSort: string | null | undefined, experimentSort?: string | null): string {
  if ((!activeSort || activeSort === 'sortKey') && experimentSort) return experimentSort;
  return activeSort || 'sortKey';
}
