import { SeededRandom } from './random';

/** What the simulation knows of a style. */
export interface SimStyle {
  masterKey: string;
  /** the style's own category */
  category: string;
  /** 'Mode|Damenmode|Kleider' → department 'Mode', group 'Mode|Damenmode' */
  masterCategory: string;
  brandId: string;
  price: number;
  families: string[];
  sortKey: number;
}

export interface SimEvent {
  sessionId: string;
  kind: 'categoryView' | 'view' | 'basketAdd' | 'order';
  masterKey: string | null;
  categoryId: string | null;
  /** milliseconds before the seed's `now` */
  ageMs: number;
}

export interface SimOutfit {
  outfitId: number;
  members: string[];
}

const DAY = 86_400_000;
/** the simulated history covers the last 90 days */
export const SIMULATED_DAYS = 90;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** Shoppers simulated for a catalogue of `styles` styles in the family's main shop. */
export function simulatedShoppers(styles: number): number {
  return Math.round(Math.sqrt(styles) * 40);
}

const groupOf = (s: SimStyle) => s.masterCategory.split('|').slice(0, 2).join('|');

/**
 * Which groups of the demo assortment make a look: an anchor group and the groups its other parts
 * come from (a dress with shoes and a bag; a bed with bedding and a lamp).
 */
const LOOKS: readonly { anchor: string; parts: readonly string[] }[] = [
  { anchor: 'Mode|Damenmode', parts: ['Mode|Damenschuhe', 'Mode|Accessoires'] },
  { anchor: 'Mode|Damenbademode', parts: ['Mode|Accessoires', 'Mode|Damenschuhe'] },
  { anchor: 'Wohnen|Möbel', parts: ['Wohnen|Heimtextilien', 'Wohnen|Deko & Beleuchtung'] },
];

/**
 * Looks: an anchor (clothing, swimwear, furniture) with two or three parts from the groups that
 * complete it, each of another category, in a shared colour family and a similar price band.
 * About one look per 15 anchors.
 */
export function simulateOutfits(styles: readonly SimStyle[], seed = 16): SimOutfit[] {
  const random = new SeededRandom(seed);
  const byGroup = new Map<string, SimStyle[]>();
  for (const s of styles) byGroup.set(groupOf(s), [...(byGroup.get(groupOf(s)) ?? []), s]);
  const outfits: SimOutfit[] = [];
  for (const look of LOOKS) {
    const groups = look.parts.map((group) => byGroup.get(group) ?? []).filter((g) => g.length > 0);
    if (groups.length === 0) continue;
    for (const anchor of byGroup.get(look.anchor) ?? []) {
      if (!random.chance(1 / 15)) continue;
      const fits = (s: SimStyle) =>
        s.families.some((f) => anchor.families.includes(f)) &&
        Math.abs(Math.log(Math.max(s.price, 1) / Math.max(anchor.price, 1))) < 1;
      const members = [anchor];
      // one part of each group, then a second of one group (another category), up to 3–4 parts
      const size = random.int(3, 4);
      for (const group of [...random.sample(groups, groups.length), random.pick(groups)]) {
        if (members.length >= size) break;
        const fitting = group.filter((s) => fits(s) && members.every((m) => m.category !== s.category));
        const pool =
          fitting.length > 0 ? fitting : group.filter((s) => members.every((m) => m.category !== s.category));
        if (pool.length > 0) members.push(random.pick(pool));
      }
      outfits.push({ outfitId: outfits.length + 1, members: members.map((m) => m.masterKey) });
    }
  }
  return outfits.filter((o) => o.members.length > 1);
}

interface Taste {
  categories: string[];
  families: Set<string>;
  /** the price level the shopper prefers, relative to a category's median */
  priceLevel: number;
  brand: string;
}

/**
 * A deterministic history of shopper sessions with latent tastes (decision 0027): each shopper has
 * favourite categories, colour families, a price level and a favourite brand; a session opens a
 * category, views products there by taste and popularity (sometimes a sibling category), may put
 * one or two in the basket and order them, and may look at the other parts of a look it met.
 */
export function simulateSessions(
  styles: readonly SimStyle[],
  outfits: readonly SimOutfit[],
  options: { shoppers: number; seed: number },
): SimEvent[] {
  const random = new SeededRandom(options.seed);
  const byCategory = new Map<string, SimStyle[]>();
  for (const s of styles) byCategory.set(s.category, [...(byCategory.get(s.category) ?? []), s]);
  for (const list of byCategory.values()) list.sort((a, b) => a.sortKey - b.sortKey);
  const categories = [...byCategory.keys()].sort();
  const median = new Map(
    [...byCategory].map(([c, list]) => {
      const prices = list.map((s) => s.price).sort((a, b) => a - b);
      return [c, prices[Math.floor(prices.length / 2)] ?? 1];
    }),
  );
  const siblings = new Map<string, string[]>();
  for (const c of categories) {
    const group = groupOf(byCategory.get(c)![0]!);
    siblings.set(group, [...(siblings.get(group) ?? []), c]);
  }
  const outfitOf = new Map<string, SimOutfit>();
  for (const o of outfits) for (const m of o.members) if (!outfitOf.has(m)) outfitOf.set(m, o);
  const styleOf = new Map(styles.map((s) => [s.masterKey, s]));
  const families = [...new Set(styles.flatMap((s) => s.families))].sort();
  const brands = [...new Set(styles.map((s) => s.brandId))].sort();
  const sizes = categories.map((c) => [c, byCategory.get(c)!.length] as const);

  const events: SimEvent[] = [];
  for (let n = 0; n < options.shoppers; n++) {
    const shopper = random.fork(n + 1);
    const taste: Taste = {
      categories: [0, 1, 2].map(() => shopper.weighted(sizes)),
      families: new Set(shopper.sample(families, 2)),
      priceLevel: shopper.pick([0.6, 1, 1, 1.6]),
      brand: shopper.pick(brands),
    };
    // the shopper's weights per category, computed on the first visit to it
    const tasteOf = new Map<string, CategoryWeights>();
    const sessions = shopper.int(1, 5);
    for (let k = 0; k < sessions; k++) {
      const sessionId = Array.from({ length: 21 }, () => ALPHABET[shopper.int(0, 63)]).join('');
      let age = shopper.next() * SIMULATED_DAYS * DAY;
      const at = () => (age = Math.max(0, age - shopper.int(5_000, 90_000)));
      let category = shopper.chance(0.8) ? shopper.pick(taste.categories) : shopper.pick(categories);
      events.push({ sessionId, kind: 'categoryView', masterKey: null, categoryId: category, ageMs: at() });
      const viewed: string[] = [];
      const views = shopper.int(3, 12);
      for (let v = 0; v < views; v++) {
        if (v > 0 && shopper.chance(0.12)) {
          const group = groupOf(byCategory.get(category)![0]!);
          category = shopper.pick(siblings.get(group) ?? [category]);
          events.push({
            sessionId,
            kind: 'categoryView',
            masterKey: null,
            categoryId: category,
            ageMs: at(),
          });
        }
        let weights = tasteOf.get(category);
        if (!weights) {
          weights = categoryWeights(byCategory.get(category)!, taste, median.get(category)!);
          tasteOf.set(category, weights);
        }
        const pick = chooseStyle(shopper, weights, viewed);
        if (!pick) break;
        viewed.push(pick.masterKey);
        events.push({ sessionId, kind: 'view', masterKey: pick.masterKey, categoryId: null, ageMs: at() });
        const look = outfitOf.get(pick.masterKey);
        if (look && shopper.chance(0.35)) {
          const other = shopper.pick(look.members.filter((m) => m !== pick.masterKey));
          if (other && !viewed.includes(other)) {
            viewed.push(other);
            events.push({ sessionId, kind: 'view', masterKey: other, categoryId: null, ageMs: at() });
          }
        }
      }
      const added: string[] = [];
      for (const key of viewed) {
        const style = styleOf.get(key)!;
        const fits = taste.families.has(style.families[0] ?? '') ? 0.2 : 0.08;
        if (added.length < 3 && shopper.chance(fits)) added.push(key);
      }
      // a shopper who puts a part of a look in the basket often takes another part too
      for (const key of [...added]) {
        const look = outfitOf.get(key);
        if (look && shopper.chance(0.4)) {
          const other = shopper.pick(look.members.filter((m) => m !== key));
          if (other && !added.includes(other)) added.push(other);
        }
      }
      for (const key of added)
        events.push({ sessionId, kind: 'basketAdd', masterKey: key, categoryId: null, ageMs: at() });
      if (added.length > 0 && shopper.chance(0.55)) {
        const orderedAt = at();
        for (const key of added)
          events.push({ sessionId, kind: 'order', masterKey: key, categoryId: null, ageMs: orderedAt });
      }
    }
  }
  return events;
}

/** A shopper's weights over a category's styles, as running sums for sampling. */
interface CategoryWeights {
  pool: readonly SimStyle[];
  sums: Float64Array;
}

/** The shopper's taste over one category: popularity (the shop's order), colours, price, brand. */
function categoryWeights(pool: readonly SimStyle[], taste: Taste, median: number): CategoryWeights {
  const sums = new Float64Array(pool.length);
  let total = 0;
  pool.forEach((style, rank) => {
    let weight = 1 / Math.sqrt(1 + rank);
    if (style.families.some((f) => taste.families.has(f))) weight *= 3;
    weight *= Math.exp(-Math.abs(Math.log(Math.max(style.price, 1) / (median * taste.priceLevel))) / 0.4);
    if (style.brandId === taste.brand) weight *= 2;
    total += weight;
    sums[rank] = total;
  });
  return { pool, sums };
}

/**
 * A style of the category by the shopper's taste, not seen yet in the session: drawn from the
 * running sums (the weights are computed once per session and category, not per view).
 */
function chooseStyle(
  random: SeededRandom,
  weights: CategoryWeights,
  seen: readonly string[],
): SimStyle | null {
  const { pool, sums } = weights;
  const total = sums[sums.length - 1] ?? 0;
  if (total <= 0) return null;
  for (let tries = 0; tries < 20; tries++) {
    const target = random.next() * total;
    let low = 0;
    let high = sums.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (sums[mid]! > target) high = mid;
      else low = mid + 1;
    }
    const style = pool[low]!;
    if (!seen.includes(style.masterKey)) return style;
  }
  return pool.find((style) => !seen.includes(style.masterKey)) ?? null;
}
