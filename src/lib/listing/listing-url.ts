import {
  EMPTY_SELECTION,
  parseFilterSelection,
  selectionEntries,
  type FilterSelection,
} from './filter-selection';
import { parsePage } from './pagination';
import { isProductSort, type ProductSort } from './product-sort';
import { PRODUCT_ID } from '@/lib/product-id';
import { normaliseSearchTerm } from '@/lib/search/search-term';

/** query parameters as Next.js hands them to a page: a string, or a list when repeated */
export type RawParams = Record<string, string | string[] | undefined>;

/** A query string (with or without its '?') as Next.js hands it to a page. */
export function rawParamsOf(search: string): RawParams {
  // without a prototype: a parameter named __proto__ is a parameter, not the object's prototype
  const params = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of new URLSearchParams(search)) {
    const before = params[key];
    params[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return params;
}

/** Everything the listing reads from its URL (S2.3). */
export interface ListingUrlState {
  selection: FilterSelection;
  sort: ProductSort;
  /** null when the page parameter is not a whole number from 1 */
  page: number | null;
  /** the page parameter was given as 1 (it is removed then) */
  pageOneGiven: boolean;
  pinnedProductIds: string[];
  popupProductId: string | null;
  searchTerm: string | null;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export function parseListingUrl(params: RawParams): ListingUrlState {
  const selection = parseFilterSelection(params);
  // a form without script sends the price bounds apart
  const priceMin = first(params.priceMin)?.trim();
  const priceMax = first(params.priceMax)?.trim();
  const withPrice =
    !selection.price && (priceMin || priceMax)
      ? parseFilterSelection({ ...params, price: `${priceMin ?? ''}-${priceMax ?? ''}` })
      : selection;
  const sort = first(params.sort) ?? 'sortKey';
  const rawPage = first(params.page);
  const pin = first(params.pin) ?? '';
  const pop = (first(params.pop) ?? first(params.popupProductId))?.trim() ?? '';
  const term = normaliseSearchTerm(first(params.searchTerm));
  return {
    selection: withPrice,
    sort: isProductSort(sort) ? sort : 'sortKey',
    page: parsePage(rawPage),
    pageOneGiven: rawPage?.trim() === '1',
    pinnedProductIds: pin
      .split(',')
      .map((id) => id.trim())
      .filter((id) => PRODUCT_ID.test(id))
      .slice(0, 12),
    popupProductId: PRODUCT_ID.test(pop) ? pop : null,
    searchTerm: term || null,
  };
}

export interface ListingHrefOptions {
  selection?: FilterSelection;
  sort?: ProductSort;
  page?: number;
  /** parameters kept as they are, e.g. q for the search page */
  keep?: [string, string][];
}

/** A listing URL: filters in a stable order, sort unless default, page only when above 1. */
export function listingHref(path: string, options: ListingHrefOptions = {}): string {
  const params = new URLSearchParams(options.keep ?? []);
  for (const [key, value] of selectionEntries(options.selection ?? EMPTY_SELECTION)) params.set(key, value);
  if (options.sort && options.sort !== 'sortKey') params.set('sort', options.sort);
  if (options.page && options.page > 1) params.set('page', String(options.page));
  const query = params.toString().replace(/%2C/g, ',');
  return query ? `${path}?${query}` : path;
}

/**
 * The canonical address of a listing as its URL asked for it (filters, sort and search term kept),
 * at `page` (the first page without the parameter): where a listing page redirects to.
 */
export function listingCanonical(path: string, state: ListingUrlState, page?: number): string {
  const keep: [string, string][] = state.searchTerm ? [['searchTerm', state.searchTerm]] : [];
  return listingHref(path, { selection: state.selection, sort: state.sort, keep, page });
}
