import 'server-only';
import { sql } from 'drizzle-orm';
import { COLOR_FAMILIES, COLOR_FAMILY_IDS, isColorFamily } from '@/lib/color-families';
import { Bitset } from '@/lib/listing/bitset';
import { choiceIdOf } from '@/lib/listing/choice-id';
import { isFilterId, type FilterId } from '@/lib/listing/filter-ids';
import { compareSizes } from '@/lib/size-sort';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { PRODUCT_SORTS, type ProductSort } from '@/lib/listing/product-sort';
import type { Currency } from '@/lib/shop/shop';

/** One choice of one filter, e.g. mainMaterial 'Baumwolle' or searchColor 'blau'. */
export interface FacetValue {
  filterId: FilterId;
  /** URL id of the choice (choiceIdOf the label, or the colour family id) */
  id: string;
  label: string;
  /** swatch of a colour choice */
  color: string | null;
}

/**
 * Everything a listing needs to filter, count and sort, held as bitsets over the styles (one
 * listing tile each). Built from PostgreSQL once, then patched per changed style (facet-index-cache.ts).
 */
export interface FacetIndex {
  size: number;
  masterKeys: string[];
  positionOf: ReadonlyMap<string, number>;
  /** lowest price of the style's orderable colours, euro cents (the list every sort follows) */
  price: Int32Array;
  /** the same in the other currencies' price lists (minor units) */
  priceIn: Partial<Record<Currency, Int32Array>>;
  sale: Bitset;
  categories: ReadonlyMap<string, Bitset>;
  values: FacetValue[];
  valueSets: Bitset[];
  valueByChoice: ReadonlyMap<FilterId, ReadonlyMap<string, number>>;
  /** the styles' facet values in compressed rows: values of style i are list[start[i]..start[i+1]) */
  styleValueStart: Int32Array;
  styleValueList: Int32Array;
  /** style positions in each sort order */
  order: Record<ProductSort, Int32Array>;
}

const HEAT_LABELS: Record<string, string> = { LEVEL_1: 'Mittel', LEVEL_2: 'Warm', LEVEL_3: 'Extra warm' };

export interface StyleRow {
  master_key: string;
  sort_key: number;
  created: number;
  flag: string;
  brand: string;
  heat_degree: string | null;
  price: number;
  saving: number;
  families: string | null;
  is_free_gift: boolean;
}

/** What the index is built from, per style: its row and the facts of its filters. */
export interface StyleSource {
  row: StyleRow;
  attributes: [key: string, value: string][];
  /** labels of its sizes still orderable */
  sizes: string[];
  categories: string[];
  /** its lowest price per other currency's price list */
  listPrices: [currency: Currency, price: number][];
}

/** Every style's source, by master key. */
export type FacetSource = Map<string, StyleSource>;

/**
 * Reads the index's source from PostgreSQL: every style, or only those named (a stock or price
 * change patches the source: facet-index-cache.ts). Named styles that no longer exist, or are not
 * published (decision 0040), are absent.
 */
export async function loadFacetSource(db: Database, only?: readonly string[]): Promise<FacetSource> {
  const keys = only ? `{${only.map((key) => `"${key.replaceAll('"', '')}"`).join(',')}}` : null;
  const within = (column: ReturnType<typeof sql.raw>) =>
    keys === null ? sql`true` : sql`${column} = any(${keys}::text[])`;
  const [styleRows, attributeRows, sizeRows, categoryRows, listRows] = await Promise.all([
    db.execute(sql`
      select s.master_key, s.sort_key, extract(epoch from s.created_at)::float8 as created, s.flag,
             b.name as brand, s.heat_degree,
             coalesce(min(p.price_min) filter (where not p.outsold), min(p.price_min))::int as price,
             max(p.saving_max)::int as saving,
             string_agg(distinct p.color_family, ',') filter (where not p.outsold) as families,
             s.is_free_gift
        from styles s
        join brands b on b.id = s.brand_id
        join products p on p.master_key = s.master_key
       where s.status = 'published' and ${within(sql.raw('s.master_key'))}
       group by s.master_key, b.name`),
    db.execute(sql`select master_key, key, value from style_attributes a
                    where ${within(sql.raw('a.master_key'))}`),
    db.execute(sql`
      select distinct p.master_key, v.size_label as value
        from variants v
        join products p on p.id = v.dimension_id and not p.outsold
       where v.availability_state <> 'outsold' and ${within(sql.raw('p.master_key'))}`),
    db.execute(sql`select master_key, category_id from style_categories c
                    where ${within(sql.raw('c.master_key'))}`),
    db.execute(sql`
      select p.master_key, pp.currency,
             coalesce(min(pp.price_min) filter (where not p.outsold), min(pp.price_min))::int as price
        from product_prices pp
        join products p on p.id = pp.product_id
       where ${within(sql.raw('p.master_key'))}
       group by p.master_key, pp.currency`),
  ]);
  const source: FacetSource = new Map();
  for (const row of rowsOf<StyleRow>(styleRows))
    source.set(row.master_key, { row, attributes: [], sizes: [], categories: [], listPrices: [] });
  for (const a of rowsOf<{ master_key: string; key: string; value: string }>(attributeRows))
    source.get(a.master_key)?.attributes.push([a.key, a.value]);
  for (const v of rowsOf<{ master_key: string; value: string }>(sizeRows))
    source.get(v.master_key)?.sizes.push(v.value);
  for (const c of rowsOf<{ master_key: string; category_id: string }>(categoryRows))
    source.get(c.master_key)?.categories.push(c.category_id);
  for (const l of rowsOf<{ master_key: string; currency: Currency; price: number }>(listRows))
    source.get(l.master_key)?.listPrices.push([l.currency, l.price]);
  return source;
}

export async function buildFacetIndex(db: Database): Promise<FacetIndex> {
  return assembleFacetIndex(await loadFacetSource(db));
}

/** The index of a source: styles in master-key order, every set and order laid out anew (in memory). */
export function assembleFacetIndex(source: FacetSource): FacetIndex {
  const entries = [...source.values()].sort((a, b) =>
    a.row.master_key < b.row.master_key ? -1 : a.row.master_key > b.row.master_key ? 1 : 0,
  );
  const styles = entries.map((entry) => entry.row);
  const size = styles.length;
  const builder = new ValueBuilder(size);

  const price = new Int32Array(size);
  const sale = new Bitset(size);
  const priceIn: FacetIndex['priceIn'] = {};
  const members = new Map<string, number[]>();
  entries.forEach((entry, i) => {
    const { row: s, categories: inCategories, listPrices } = entry;
    price[i] = s.price;
    if (s.flag === 'sale' || s.saving > 0) sale.add(i);
    eachValue(entry, (filterId, label, colorFamily) => builder.add(filterId, label, colorFamily, i));
    for (const [currency, listPrice] of listPrices)
      (priceIn[currency] ??= new Int32Array(size))[i] = listPrice;
    for (const category of inCategories) {
      const list = members.get(category);
      if (list) list.push(i);
      else members.set(category, [i]);
    }
  });
  // free gifts come with an order and cannot be bought alone: only the category made of them lists
  // them (decision 0023)
  const categories = new Map<string, Bitset>();
  for (const [category, list] of members) {
    const set = new Bitset(size);
    const giftsOnly = list.every((i) => styles[i]!.is_free_gift);
    for (const i of list) if (giftsOnly || !styles[i]!.is_free_gift) set.add(i);
    categories.set(category, set);
  }

  return {
    size,
    masterKeys: styles.map((s) => s.master_key),
    positionOf: new Map(styles.map((s, i) => [s.master_key, i])),
    price,
    priceIn,
    sale,
    categories,
    ...builder.finish(),
    order: sortOrders(styles),
  };
}

/** choice ids by label: the index is laid out again after every change (a few thousand labels) */
const CHOICE_IDS = new Map<string, string>();

function choiceId(label: string): string {
  let id = CHOICE_IDS.get(label);
  if (id === undefined) {
    id = choiceIdOf(label);
    if (CHOICE_IDS.size < 100_000) CHOICE_IDS.set(label, id);
  }
  return id;
}

/** Collects facet values and their members, then lays them out in display order. */
class ValueBuilder {
  private readonly byFilter = new Map<FilterId, Map<string, { value: FacetValue; members: number[] }>>();

  constructor(private readonly size: number) {}

  add(filterId: FilterId, label: string, colorFamily: string | null, member: number): void {
    const id = colorFamily ?? choiceId(label);
    if (!id) return;
    let byId = this.byFilter.get(filterId);
    if (!byId) this.byFilter.set(filterId, (byId = new Map()));
    const key = id;
    let entry = byId.get(key);
    if (!entry) {
      const color = colorFamily && isColorFamily(colorFamily) ? COLOR_FAMILIES[colorFamily].swatch : null;
      entry = { value: { filterId, id, label, color }, members: [] };
      byId.set(key, entry);
    }
    entry.members.push(member);
  }

  finish() {
    const entries = [...this.byFilter.values()]
      .flatMap((byId) => [...byId.values()])
      .sort((a, b) => compareValues(a.value, b.value));
    const values = entries.map((e) => e.value);
    const valueSets = entries.map((e) => {
      const set = new Bitset(this.size);
      for (const i of e.members) set.add(i);
      return set;
    });
    const valueByChoice = new Map<FilterId, Map<string, number>>();
    const perStyle = new Int32Array(this.size + 1);
    entries.forEach((e, v) => {
      const choices = valueByChoice.get(e.value.filterId) ?? new Map<string, number>();
      choices.set(e.value.id, v);
      valueByChoice.set(e.value.filterId, choices);
      for (const i of e.members) perStyle[i + 1]! += 1;
    });
    const styleValueStart = new Int32Array(this.size + 1);
    for (let i = 0; i < this.size; i++) styleValueStart[i + 1] = styleValueStart[i]! + perStyle[i + 1]!;
    const styleValueList = new Int32Array(styleValueStart[this.size]!);
    const fill = styleValueStart.slice(0, this.size);
    entries.forEach((e, v) => {
      for (const i of e.members) styleValueList[fill[i]!++] = v;
    });
    return { values, valueSets, valueByChoice, styleValueStart, styleValueList };
  }
}

const COLLATOR = new Intl.Collator('de-AT', { numeric: true, sensitivity: 'base' });
const HEAT_ORDER = Object.values(HEAT_LABELS);

/** Sizes by the size rules of S5, colours in family order, heat by level, the rest alphabetically. */
function compareValues(a: FacetValue, b: FacetValue): number {
  if (a.filterId !== b.filterId) return a.filterId < b.filterId ? -1 : 1;
  if (a.filterId === 'filterSize') return compareSizes(a.label, b.label);
  if (a.filterId === 'searchColor')
    return COLOR_FAMILY_IDS.indexOf(a.id as never) - COLOR_FAMILY_IDS.indexOf(b.id as never);
  if (a.filterId === 'heatDegree') return HEAT_ORDER.indexOf(a.label) - HEAT_ORDER.indexOf(b.label);
  return COLLATOR.compare(a.label, b.label);
}

/** The sort orders' comparisons of two styles (ties: the lower position, which follows the master key). */
export const SORT_COMPARISONS = {
  sortKey: (a: StyleRow, b: StyleRow) => a.sort_key - b.sort_key,
  dateDesc: (a: StyleRow, b: StyleRow) => b.created - a.created,
  priceAsc: (a: StyleRow, b: StyleRow) => a.price - b.price || a.sort_key - b.sort_key,
  priceDesc: (a: StyleRow, b: StyleRow) => b.price - a.price || a.sort_key - b.sort_key,
} satisfies Record<(typeof PRODUCT_SORTS)[number], (a: StyleRow, b: StyleRow) => number>;

function sortOrders(styles: StyleRow[]): Record<ProductSort, Int32Array> {
  const base = styles.map((_, i) => i);
  // styles are ordered by master key, so the index breaks ties deterministically
  const by = (cmp: (a: StyleRow, b: StyleRow) => number) =>
    Int32Array.from([...base].sort((i, j) => cmp(styles[i]!, styles[j]!) || i - j));
  return {
    sortKey: by(SORT_COMPARISONS.sortKey),
    dateDesc: by(SORT_COMPARISONS.dateDesc),
    priceAsc: by(SORT_COMPARISONS.priceAsc),
    priceDesc: by(SORT_COMPARISONS.priceDesc),
  };
}

/** The value indices a style's source gives it, or null when one is not in the index yet. */
export function styleValuesOf(
  style: StyleSource,
  valueByChoice: FacetIndex['valueByChoice'],
): number[] | null {
  const found: number[] = [];
  let missing = false;
  const note = (filterId: FilterId, label: string, colorFamily: string | null) => {
    const id = colorFamily ?? choiceId(label);
    if (!id) return;
    const v = valueByChoice.get(filterId)?.get(id);
    if (v === undefined) missing = true;
    else found.push(v);
  };
  eachValue(style, note);
  // as the index lays them out: by value
  return missing ? null : found.sort((a, b) => a - b);
}

/** Calls `add` with each filter value of a style (the one reading of a style's facets). */
export function eachValue(
  { row: s, attributes, sizes }: StyleSource,
  add: (filterId: FilterId, label: string, colorFamily: string | null) => void,
): void {
  add('trademark', s.brand, null);
  if (s.heat_degree && HEAT_LABELS[s.heat_degree]) add('heatDegree', HEAT_LABELS[s.heat_degree]!, null);
  for (const family of s.families?.split(',') ?? []) {
    if (isColorFamily(family)) add('searchColor', COLOR_FAMILIES[family].label, family);
  }
  for (const [key, value] of attributes) {
    if (!isFilterId(key) || key === 'searchColor' || key === 'price' || key === 'sale') continue;
    add(key, value, null);
  }
  for (const label of sizes) add('filterSize', label, null);
}
