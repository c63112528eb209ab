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
 * listing tile each). Built from PostgreSQL in a few seconds and cached under the catalog tag.
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

interface StyleRow {
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

export async function buildFacetIndex(db: Database): Promise<FacetIndex> {
  const positions = sql`(select master_key, (row_number() over (order by master_key) - 1)::int as i from styles)`;
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
       group by s.master_key, b.name
       order by s.master_key`),
    db.execute(sql`
      select a.key, a.value, array_agg(x.i) as members
        from style_attributes a join ${positions} x on x.master_key = a.master_key
       group by a.key, a.value`),
    db.execute(sql`
      select v.size_label as value, array_agg(distinct x.i) as members
        from variants v
        join products p on p.id = v.dimension_id and not p.outsold
        join ${positions} x on x.master_key = p.master_key
       where v.availability_state <> 'outsold'
       group by v.size_label`),
    db.execute(sql`
      select c.category_id, array_agg(x.i) as members
        from style_categories c join ${positions} x on x.master_key = c.master_key
       group by c.category_id`),
    db.execute(sql`
      select pp.currency, x.i,
             coalesce(min(pp.price_min) filter (where not p.outsold), min(pp.price_min))::int as price
        from product_prices pp
        join products p on p.id = pp.product_id
        join ${positions} x on x.master_key = p.master_key
       group by pp.currency, x.i`),
  ]);

  const styles = rowsOf<StyleRow>(styleRows);
  const size = styles.length;
  const builder = new ValueBuilder(size);

  const price = new Int32Array(size);
  const sale = new Bitset(size);
  styles.forEach((s, i) => {
    price[i] = s.price;
    if (s.flag === 'sale' || s.saving > 0) sale.add(i);
    builder.add('trademark', s.brand, null, i);
    if (s.heat_degree && HEAT_LABELS[s.heat_degree])
      builder.add('heatDegree', HEAT_LABELS[s.heat_degree]!, null, i);
    for (const family of s.families?.split(',') ?? []) {
      if (isColorFamily(family)) builder.add('searchColor', COLOR_FAMILIES[family].label, family, i);
    }
  });
  for (const row of rowsOf<{ key: string; value: string; members: number[] }>(attributeRows)) {
    if (!isFilterId(row.key) || row.key === 'searchColor' || row.key === 'price' || row.key === 'sale')
      continue;
    for (const i of row.members) builder.add(row.key, row.value, null, i);
  }
  for (const row of rowsOf<{ value: string; members: number[] }>(sizeRows)) {
    for (const i of row.members) builder.add('filterSize', row.value, null, i);
  }
  const priceIn: FacetIndex['priceIn'] = {};
  for (const row of rowsOf<{ currency: Currency; i: number; price: number }>(listRows)) {
    (priceIn[row.currency] ??= new Int32Array(size))[row.i] = row.price;
  }
  // free gifts come with an order and cannot be bought alone: only the category made of them lists
  // them (decision 0023)
  const categories = new Map<string, Bitset>();
  for (const row of rowsOf<{ category_id: string; members: number[] }>(categoryRows)) {
    const set = new Bitset(size);
    const giftsOnly = row.members.every((i) => styles[i]!.is_free_gift);
    for (const i of row.members) if (giftsOnly || !styles[i]!.is_free_gift) set.add(i);
    categories.set(row.category_id, set);
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

/** Collects facet values and their members, then lays them out in display order. */
class ValueBuilder {
  private readonly byKey = new Map<string, { value: FacetValue; members: number[] }>();

  constructor(private readonly size: number) {}

  add(filterId: FilterId, label: string, colorFamily: string | null, member: number): void {
    const id = colorFamily ?? choiceIdOf(label);
    if (!id) return;
    const key = `${filterId}\u0000${id}`;
    let entry = this.byKey.get(key);
    if (!entry) {
      const color = colorFamily && isColorFamily(colorFamily) ? COLOR_FAMILIES[colorFamily].swatch : null;
      entry = { value: { filterId, id, label, color }, members: [] };
      this.byKey.set(key, entry);
    }
    entry.members.push(member);
  }

  finish() {
    const entries = [...this.byKey.values()].sort((a, b) => compareValues(a.value, b.value));
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

function sortOrders(styles: StyleRow[]): Record<ProductSort, Int32Array> {
  const base = styles.map((_, i) => i);
  // styles are ordered by master key, so the index breaks ties deterministically
  const by = (cmp: (a: StyleRow, b: StyleRow) => number) =>
    Int32Array.from([...base].sort((i, j) => cmp(styles[i]!, styles[j]!) || i - j));
  const orders = {
    sortKey: by((a, b) => a.sort_key - b.sort_key),
    dateDesc: by((a, b) => b.created - a.created),
    priceAsc: by((a, b) => a.price - b.price || a.sort_key - b.sort_key),
    priceDesc: by((a, b) => b.price - a.price || a.sort_key - b.sort_key),
  } satisfies Record<(typeof PRODUCT_SORTS)[number], Int32Array>;
  return orders;
}
