import 'server-only';
import { Bitset } from '@/lib/listing/bitset';
import { PRODUCT_SORTS } from '@/lib/listing/product-sort';
import {
  SORT_COMPARISONS,
  styleValuesOf,
  type FacetIndex,
  type FacetSource,
  type StyleRow,
  type StyleSource,
} from './facet-index';

/**
 * The index with some styles' facts replaced (a stock or price change: prices, sale, colours and
 * sizes still orderable), changing only what they touch: their prices, the sets of the values they
 * gained or lost, their value lists and their places in the orders. Null when the change needs the
 * index laid out anew: a style new or gone, a value the index has not seen, other categories, a
 * free gift (their categories follow a rule over all members).
 */
export function patchFacetIndex(
  index: FacetIndex,
  before: FacetSource,
  after: FacetSource,
  changed: readonly string[],
): FacetIndex | null {
  const positions: number[] = [];
  const valuesOf = new Map<number, number[]>();
  for (const masterKey of changed) {
    const i = index.positionOf.get(masterKey);
    const old = before.get(masterKey);
    const fresh = after.get(masterKey);
    if (i === undefined || !old || !fresh || old.row.is_free_gift || fresh.row.is_free_gift) return null;
    if (!sameCategories(old, fresh)) return null;
    const values = styleValuesOf(fresh, index.valueByChoice);
    if (!values) return null;
    for (const [currency] of fresh.listPrices) if (!index.priceIn[currency]) return null;
    positions.push(i);
    valuesOf.set(i, values);
  }
  const price = index.price.slice();
  const priceIn: FacetIndex['priceIn'] = {};
  for (const [currency, list] of Object.entries(index.priceIn))
    priceIn[currency as keyof typeof priceIn] = list!.slice();
  const sale = index.sale.clone();
  const valueSets = [...index.valueSets];
  const cloned = new Set<number>();
  const setOf = (v: number): Bitset => {
    if (!cloned.has(v)) {
      valueSets[v] = valueSets[v]!.clone();
      cloned.add(v);
    }
    return valueSets[v]!;
  };
  for (const i of positions) {
    const style = after.get(index.masterKeys[i]!)!;
    price[i] = style.row.price;
    for (const list of Object.values(priceIn)) list![i] = 0;
    for (const [currency, listPrice] of style.listPrices) priceIn[currency]![i] = listPrice;
    if (style.row.flag === 'sale' || style.row.saving > 0) sale.add(i);
    else sale.delete(i);
    const old = index.styleValueList.subarray(index.styleValueStart[i]!, index.styleValueStart[i + 1]!);
    const fresh = valuesOf.get(i)!;
    for (const v of old) if (!fresh.includes(v)) setOf(v).delete(i);
    for (const v of fresh) if (!valueSets[v]!.has(i)) setOf(v).add(i);
  }
  const { styleValueStart, styleValueList } = valueLists(index, valuesOf);
  const rows = (i: number): StyleRow =>
    (after.get(index.masterKeys[i]!) ?? before.get(index.masterKeys[i]!))!.row;
  const order = { ...index.order };
  for (const sort of PRODUCT_SORTS)
    order[sort] = resorted(order[sort], positions, rows, SORT_COMPARISONS[sort]);
  return { ...index, price, priceIn, sale, valueSets, styleValueStart, styleValueList, order };
}

function sameCategories(a: StyleSource, b: StyleSource): boolean {
  if (a.categories.length !== b.categories.length) return false;
  const set = new Set(a.categories);
  return b.categories.every((c) => set.has(c));
}

/** the compressed value lists with the changed styles' lists replaced */
function valueLists(index: FacetIndex, valuesOf: ReadonlyMap<number, number[]>) {
  const size = index.size;
  const styleValueStart = new Int32Array(size + 1);
  for (let i = 0; i < size; i++)
    styleValueStart[i + 1] =
      styleValueStart[i]! +
      (valuesOf.get(i)?.length ?? index.styleValueStart[i + 1]! - index.styleValueStart[i]!);
  const styleValueList = new Int32Array(styleValueStart[size]!);
  for (let i = 0; i < size; i++) {
    const fresh = valuesOf.get(i);
    if (fresh) styleValueList.set(fresh, styleValueStart[i]!);
    else
      styleValueList.set(
        index.styleValueList.subarray(index.styleValueStart[i]!, index.styleValueStart[i + 1]!),
        styleValueStart[i]!,
      );
  }
  return { styleValueStart, styleValueList };
}

/**
 * An order with the changed styles taken out and put back, one by one, where their new facts sort
 * them (the others keep theirs, so what remains stays sorted).
 */
function resorted(
  order: Int32Array,
  changed: readonly number[],
  rows: (i: number) => StyleRow,
  compare: (a: StyleRow, b: StyleRow) => number,
): Int32Array {
  const out = new Set(changed);
  const list: number[] = [];
  for (const j of order) if (!out.has(j)) list.push(j);
  for (const i of changed) {
    const style = rows(i);
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((compare(rows(list[mid]!), style) || list[mid]! - i) < 0) lo = mid + 1;
      else hi = mid;
    }
    list.splice(lo, 0, i);
  }
  return Int32Array.from(list);
}
