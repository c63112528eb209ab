import 'server-only';
import { Bitset } from '@/lib/listing/bitset';
import { FILTER_ORDER, filterTypeOf, type FilterId, type FilterType } from '@/lib/listing/filter-ids';
import type { FilterSelection } from '@/lib/listing/filter-selection';
import type { FacetIndex } from './facet-index';
import type { Currency } from '@/lib/shop/shop';

export interface AttributeChoice {
  kind: 'attribute' | 'color';
  id: string;
  label: string;
  color: string | null;
  active: boolean;
  productCount: number;
}
export interface RangeChoice {
  kind: 'range';
  /** bounds of the prices in cents over the products the other filters leave */
  min: number;
  max: number;
  minActive: number | null;
  maxActive: number | null;
  productCount: number;
}
export interface BooleanChoice {
  kind: 'boolean';
  name: string;
  productCount: number;
}
export interface FacetFilter {
  id: FilterId;
  type: FilterType;
  active: boolean;
  choices: (AttributeChoice | RangeChoice | BooleanChoice)[];
}
export interface ActiveFilter {
  id: FilterId;
  type: FilterType;
  values: { id: string; name: string }[];
}

export interface FacetResult {
  /** the styles that pass every filter */
  result: Bitset;
  filters: FacetFilter[];
  /** the sale filter, handled apart from the others (S3.5) */
  saleFilter: FacetFilter;
  active: ActiveFilter[];
}

type Masks = Map<FilterId, Bitset>;

/**
 * Applies the shopper's filters within a scope (category or search result) and counts every choice
 * the way shoppers expect: within one filter the other choices keep their counts (the filter's own
 * choice is left out when counting it), across filters they narrow. One pass over the members per
 * active filter plus one for the rest, whatever the number of filters.
 */
export function queryFacets(
  index: FacetIndex,
  scope: Bitset,
  selection: FilterSelection,
  currency: Currency = 'EUR',
): FacetResult {
  // the price filter and its bounds are in the shop's currency, from its price list
  const prices = index.priceIn[currency] ?? index.price;
  const masks: Masks = new Map();
  const active: ActiveFilter[] = [];
  for (const [filterId, choices] of selection.values) {
    const known = index.valueByChoice.get(filterId);
    const ids = choices.map((c) => known?.get(c)).filter((v): v is number => v !== undefined);
    if (ids.length === 0) continue; // unknown values: the filter is not applied
    const mask = new Bitset(index.size);
    for (const v of ids) mask.or(index.valueSets[v]!);
    masks.set(filterId, mask);
    active.push({
      id: filterId,
      type: filterTypeOf(filterId),
      values: ids.map((v) => ({ id: index.values[v]!.id, name: index.values[v]!.label })),
    });
  }
  if (selection.price) {
    masks.set('price', priceMask(index, prices, scope, selection.price.min, selection.price.max));
    active.push({
      id: 'price',
      type: 'range',
      values: [priceValue(selection.price.min, selection.price.max)],
    });
  }
  if (selection.sale) {
    masks.set('sale', index.sale);
    active.push({ id: 'sale', type: 'boolean', values: [{ id: 'sale', name: 'Sale' }] });
  }

  const result = intersect(scope, masks, null);
  const counts = new Int32Array(index.values.length);
  countValues(index, result, counts, (id) => !masks.has(id));
  for (const filterId of masks.keys()) {
    if (filterId === 'price' || filterId === 'sale') continue;
    countValues(index, intersect(scope, masks, filterId), counts, (id) => id === filterId);
  }

  const filters: FacetFilter[] = [];
  for (const filterId of FILTER_ORDER) {
    if (filterId === 'price') {
      const range = priceChoice(prices, intersect(scope, masks, 'price'), selection.price);
      if (range) filters.push({ id: 'price', type: 'range', active: masks.has('price'), choices: [range] });
      continue;
    }
    const choices = attributeChoices(index, filterId, counts, selection.values.get(filterId) ?? []);
    if (choices.length > 0) {
      filters.push({ id: filterId, type: filterTypeOf(filterId), active: masks.has(filterId), choices });
    }
  }
  const saleCount = intersect(scope, masks, 'sale').andCount(index.sale);
  return {
    result,
    filters,
    saleFilter: {
      id: 'sale',
      type: 'boolean',
      active: masks.has('sale'),
      choices: [{ kind: 'boolean', name: 'sale', productCount: saleCount }],
    },
    active,
  };
}

function intersect(scope: Bitset, masks: Masks, leaveOut: FilterId | null): Bitset {
  const set = scope.clone();
  for (const [id, mask] of masks) if (id !== leaveOut) set.and(mask);
  return set;
}

/** Adds each member's facet values of the included filters to counts. */
function countValues(
  index: FacetIndex,
  members: Bitset,
  counts: Int32Array,
  include: (filterId: FilterId) => boolean,
) {
  const included = new Uint8Array(index.values.length);
  index.values.forEach((value, v) => {
    included[v] = include(value.filterId) ? 1 : 0;
  });
  const { styleValueStart: start, styleValueList: list } = index;
  const words = members.words;
  for (let w = 0; w < words.length; w++) {
    let bits = words[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      const i = (w << 5) + (31 - Math.clz32(low));
      bits ^= low;
      for (let k = start[i]!; k < start[i + 1]!; k++) {
        const v = list[k]!;
        if (included[v] === 1) counts[v]! += 1;
      }
    }
  }
}

function attributeChoices(
  index: FacetIndex,
  filterId: FilterId,
  counts: Int32Array,
  chosen: readonly string[],
) {
  const choices: AttributeChoice[] = [];
  const ids = index.valueByChoice.get(filterId);
  if (!ids) return choices;
  const kind = filterId === 'searchColor' ? 'color' : 'attribute';
  for (const v of ids.values()) {
    const value = index.values[v]!;
    const isActive = chosen.includes(value.id);
    if (counts[v]! > 0 || isActive) {
      choices.push({
        kind,
        id: value.id,
        label: value.label,
        color: value.color,
        active: isActive,
        productCount: counts[v]!,
      });
    }
  }
  return choices;
}

function priceMask(
  index: FacetIndex,
  prices: Int32Array,
  scope: Bitset,
  minWhole: number | null,
  maxWhole: number | null,
): Bitset {
  const lo = minWhole === null ? -Infinity : minWhole * 100;
  const hi = maxWhole === null ? Infinity : maxWhole * 100 + 99;
  const mask = new Bitset(index.size);
  for (const i of scope.values()) {
    const p = prices[i]!;
    if (p >= lo && p <= hi) mask.add(i);
  }
  return mask;
}

function priceChoice(
  prices: Int32Array,
  members: Bitset,
  chosen: FilterSelection['price'],
): RangeChoice | null {
  let min = Infinity;
  let max = -Infinity;
  let inRange = 0;
  const lo = chosen?.min == null ? -Infinity : chosen.min * 100;
  const hi = chosen?.max == null ? Infinity : chosen.max * 100 + 99;
  for (const i of members.values()) {
    const p = prices[i]!;
    if (p < min) min = p;
    if (p > max) max = p;
    if (p >= lo && p <= hi) inRange += 1;
  }
  if (min === Infinity) return null;
  return {
    kind: 'range',
    min,
    max,
    minActive: chosen?.min == null ? null : chosen.min * 100,
    maxActive: chosen?.max == null ? null : chosen.max * 100,
    productCount: inRange,
  };
}

function priceValue(min: number | null, max: number | null): { id: string; name: string } {
  const id = `${min ?? ''}-${max ?? ''}`;
  if (min !== null && max !== null) return { id, name: `${min} € – ${max} €` };
  if (min !== null) return { id, name: `ab ${min} €` };
  return { id, name: `bis ${max ?? 0} €` };
}
