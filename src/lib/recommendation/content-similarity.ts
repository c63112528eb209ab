import type { RecoList } from './reco-list';
import { groupBy } from '@/lib/group-by';

/** What content similarity compares of a style. */
export interface StyleFeatures {
  masterKey: string;
  /** the style's own (primary) category */
  category: string;
  productType: string;
  brandId: string;
  /** the shop's top-seller rank: lower sells better */
  sortKey: number;
  /** lowest euro price of its sizes, in cents */
  price: number;
  /** colour families of its colours */
  families: string[];
  /** listing attributes: filter id → value */
  attributes: Record<string, string>;
}

export interface SimilarityOptions {
  /** targets kept per style */
  limit: number;
  /** candidates on each side of a style, in its category ordered by price */
  window: number;
  /** the parent of a category: small categories borrow candidates from their siblings */
  parentOf: (category: string) => string | undefined;
}

/** Weights of the similarity score (decision 0027; tuned with npm run eval:reco). */
export const SIMILARITY_WEIGHTS = {
  sameCategory: 2,
  siblingCategory: 1,
  productType: 0.5,
  brand: 0.6,
  attribute: 0.35,
  attributesMax: 1.4,
  colourFamilies: 1,
  price: 1.2,
  /** prices that differ by this factor (log) score about a third of equal prices */
  priceScale: 0.35,
  popularity: 0.2,
} as const;

/**
 * For every style, the styles most like it: same category (or, for small categories, a sibling),
 * product type, brand, shared attribute values, shared colour families, a close price, and a small
 * prior for better sellers. Candidates are the styles next to it by price in its category, so the
 * work grows with the catalogue, not with its square.
 */
export function similarStyles(
  styles: readonly StyleFeatures[],
  options: SimilarityOptions,
): Map<string, RecoList> {
  const w = SIMILARITY_WEIGHTS;
  const byPrice = (a: StyleFeatures, b: StyleFeatures) =>
    a.price - b.price || (a.masterKey < b.masterKey ? -1 : 1);
  const groups = groupBy(styles, (s) => s.category);
  const parents = groupBy(styles, (s) => options.parentOf(s.category) ?? s.category);
  for (const list of [...groups.values(), ...parents.values()]) list.sort(byPrice);
  const ranks = [...styles].sort((a, b) => a.sortKey - b.sortKey);
  const popularity = new Map(ranks.map((s, i) => [s.masterKey, 1 - i / Math.max(1, ranks.length)]));
  const families = new Map(styles.map((s) => [s.masterKey, new Set(s.families)]));

  const score = (a: StyleFeatures, b: StyleFeatures): number => {
    let value = a.category === b.category ? w.sameCategory : w.siblingCategory;
    if (a.productType === b.productType) value += w.productType;
    if (a.brandId === b.brandId) value += w.brand;
    let shared = 0;
    for (const key in a.attributes) if (b.attributes[key] === a.attributes[key]) shared += w.attribute;
    value += Math.min(shared, w.attributesMax);
    const fa = families.get(a.masterKey)!;
    const fb = families.get(b.masterKey)!;
    let common = 0;
    for (const f of fa) if (fb.has(f)) common++;
    const union = fa.size + fb.size - common;
    if (union > 0) value += (w.colourFamilies * common) / union;
    if (a.price > 0 && b.price > 0)
      value += w.price * Math.exp(-Math.abs(Math.log(a.price / b.price)) / w.priceScale);
    value += w.popularity * (popularity.get(b.masterKey) ?? 0);
    return value;
  };

  const result = new Map<string, RecoList>();
  for (const style of styles) {
    const candidates = new Map<string, StyleFeatures>();
    const own = groups.get(style.category)!;
    addWindow(own, style, options.window, candidates);
    if (own.length <= options.limit) {
      const parent = parents.get(options.parentOf(style.category) ?? style.category);
      if (parent) addWindow(parent, style, options.window, candidates);
    }
    candidates.delete(style.masterKey);
    const scored = [...candidates.values()]
      .map((other) => ({ key: other.masterKey, value: score(style, other) }))
      .sort((a, b) => b.value - a.value || (a.key < b.key ? -1 : 1))
      .slice(0, options.limit);
    result.set(style.masterKey, {
      targets: scored.map((s) => s.key),
      scores: scored.map((s) => Math.round(s.value * 1000) / 1000),
    });
  }
  return result;
}

/** The styles of a price-ordered group within `window` places of the style's price. */
function addWindow(
  group: readonly StyleFeatures[],
  style: StyleFeatures,
  window: number,
  into: Map<string, StyleFeatures>,
) {
  let low = 0;
  let high = group.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (group[mid]!.price < style.price) low = mid + 1;
    else high = mid;
  }
  const from = Math.max(0, low - window);
  const to = Math.min(group.length, low + window + 1);
  for (let i = from; i < to; i++) into.set(group[i]!.masterKey, group[i]!);
}
