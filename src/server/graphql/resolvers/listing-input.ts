import { isFilterId } from '@/lib/listing/filter-ids';
import { parseFilterSelection, type FilterSelection } from '@/lib/listing/filter-selection';
import { isProductSort, type ProductSort } from '@/lib/listing/product-sort';
import { MAX_TERM_LENGTH } from '@/lib/search/search-term';
import { apiError } from '../errors';

interface FilterValueInput {
  id: string;
  values: readonly string[];
}

const MAX_FILTERS = 70;

/** Filters of a GraphQL input; an unknown filter id is a clear BAD_USER_INPUT, unknown values are ignored. */
export function selectionFromInput(filters: readonly FilterValueInput[] | null | undefined): FilterSelection {
  const list = filters ?? [];
  if (list.length > MAX_FILTERS) throw apiError('BAD_USER_INPUT', `At most ${MAX_FILTERS} filters`);
  const params: Record<string, string> = {};
  for (const f of list) {
    if (!isFilterId(f.id)) throw apiError('BAD_USER_INPUT', `Unknown filter id '${f.id.slice(0, 40)}'`);
    params[f.id] = f.values.join(',');
  }
  return parseFilterSelection(params);
}

export function sortFromInput(sort: string | null | undefined): ProductSort {
  if (sort === null || sort === undefined || sort === '') return 'sortKey';
  if (!isProductSort(sort)) {
    throw apiError('BAD_USER_INPUT', 'sort must be one of sortKey, dateDesc, priceAsc, priceDesc');
  }
  return sort;
}

export function termFromInput(term: string | null | undefined): string | null {
  const t = term?.trim() ?? '';
  if (t.length > MAX_TERM_LENGTH)
    throw apiError('BAD_USER_INPUT', `term must be at most ${MAX_TERM_LENGTH} characters`);
  return t || null;
}

export function pageFromInput(activePage: number, itemsPerPage: number): { page: number; size: number } {
  if (!Number.isInteger(activePage) || activePage < 1 || activePage > 100_000) {
    throw apiError('BAD_USER_INPUT', 'activePage must be a whole number from 1');
  }
  if (!Number.isInteger(itemsPerPage) || itemsPerPage < 1 || itemsPerPage > 72) {
    throw apiError('BAD_USER_INPUT', 'itemsPerPage must be between 1 and 72');
  }
  return { page: activePage, size: itemsPerPage };
}
