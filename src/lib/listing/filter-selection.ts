import { choiceIdOf } from './choice-id';
import { FILTER_IDS, isFilterId, type FilterId } from './filter-ids';

/** Price bounds in whole euros as the URL carries them (price=20-80). */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

/** The shopper's active filters: attribute and colour choices by filter id, a price range, sale. */
export interface FilterSelection {
  values: ReadonlyMap<FilterId, readonly string[]>;
  price: PriceRange | null;
  sale: boolean;
}

export const EMPTY_SELECTION: FilterSelection = { values: new Map(), price: null, sale: false };

const MAX_VALUES_PER_FILTER = 50;
const MAX_CHOICE_LENGTH = 60;
const MAX_EURO = 100_000;

type RawParams = Record<string, string | string[] | undefined>;

/**
 * Reads the filters from listing query parameters ({filterId}={choiceId},{choiceId}, S2.3).
 * What is not a filter (page, sort, pin …), unknown filter ids and malformed values are left out, so
 * an odd or outdated link still shows the listing with the filters that make sense.
 */
export function parseFilterSelection(params: RawParams): FilterSelection {
  const values = new Map<FilterId, string[]>();
  let price: PriceRange | null = null;
  let sale = false;
  for (const [key, raw] of Object.entries(params)) {
    if (!isFilterId(key) || raw === undefined) continue;
    const joined = Array.isArray(raw) ? raw.join(',') : raw;
    if (key === 'price') price = parsePriceRange(joined);
    else if (key === 'sale') sale = ['true', '1', 'sale', 'ja'].includes(joined.trim().toLowerCase());
    else {
      const choices = parseChoices(joined);
      if (choices.length > 0) values.set(key, choices);
    }
  }
  return { values, price, sale };
}

function parseChoices(joined: string): string[] {
  const out: string[] = [];
  for (const part of joined.split(',')) {
    const id = choiceIdOf(part);
    if (id && id.length <= MAX_CHOICE_LENGTH && !out.includes(id)) out.push(id);
    if (out.length >= MAX_VALUES_PER_FILTER) break;
  }
  return out;
}

/** '20-80', '20-', '-80' → bounds in euros; anything else → no price filter. */
export function parsePriceRange(raw: string): PriceRange | null {
  const match = /^\s*(\d{0,6})\s*-\s*(\d{0,6})\s*$/.exec(raw);
  if (!match) return null;
  const min = match[1] ? Math.min(Number(match[1]), MAX_EURO) : null;
  const max = match[2] ? Math.min(Number(match[2]), MAX_EURO) : null;
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) return { min: max, max: min };
  return { min, max };
}

/** Query-string entries for a selection, in the spec's filter id order (stable URLs). */
export function selectionEntries(selection: FilterSelection): [string, string][] {
  const entries: [string, string][] = [];
  for (const id of FILTER_IDS) {
    if (id === 'price') {
      if (selection.price)
        entries.push(['price', `${selection.price.min ?? ''}-${selection.price.max ?? ''}`]);
    } else if (id === 'sale') {
      if (selection.sale) entries.push(['sale', 'true']);
    } else {
      const v = selection.values.get(id);
      if (v && v.length > 0) entries.push([id, v.join(',')]);
    }
  }
  return entries;
}

/** The selection with one choice switched on or off. */
export function toggleChoice(selection: FilterSelection, id: FilterId, choice: string): FilterSelection {
  const values = new Map(selection.values);
  const current = values.get(id) ?? [];
  const next = current.includes(choice) ? current.filter((c) => c !== choice) : [...current, choice];
  if (next.length > 0) values.set(id, next);
  else values.delete(id);
  return { ...selection, values };
}

/** The selection without one filter (or without any filter). */
export function withoutFilter(selection: FilterSelection, id?: FilterId): FilterSelection {
  if (!id) return EMPTY_SELECTION;
  if (id === 'price') return { ...selection, price: null };
  if (id === 'sale') return { ...selection, sale: false };
  const values = new Map(selection.values);
  values.delete(id);
  return { ...selection, values };
}

export function activeFilterCount(selection: FilterSelection): number {
  let n = selection.sale ? 1 : 0;
  if (selection.price) n += 1;
  for (const v of selection.values.values()) n += v.length;
  return n;
}
