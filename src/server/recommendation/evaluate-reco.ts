import 'server-only';
import { sql } from 'drizzle-orm';
import { similarStyles } from '@/lib/recommendation/content-similarity';
import { hitRateAt, ndcgAt, type RankingCase } from '@/lib/recommendation/ranking-metrics';
import type { ShopConfig } from '@/lib/shop/shop';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { textArray } from '@/server/db/text-array';
import { SeededRandom } from '@/server/db/seed/random';
import { categoryTopLists, coBuyLists, coViewLists, type LearningWindow } from './behaviour-lists';
import type { PlacementContext } from './placement-context';
import { LEARNING_DAYS, SIMILARITY_WINDOW, parentCategory } from './rebuild-reco-lists';
import { FAMILY_WIDE, memoryListReader } from './reco-lists';
import { RECO_LIST_LIMIT, type RecoCandidate } from './reco-outputs';
import { recommendBasketAlternatives } from './recommend-basket-alternatives';
import { recommendCategoryBottom } from './recommend-category-bottom';
import { recommendOutfit } from './recommend-outfit';
import { recommendSimilar } from './recommend-similar';
import { loadStyleFeatures } from './style-features';

export const EVALUATED = ['similar', 'outfit', 'categoryBottom', 'basketAlternatives'] as const;
export type EvaluatedPlacement = (typeof EVALUATED)[number];

export interface Scores {
  hitRate: number;
  ndcg: number;
}

export interface EvaluationReport {
  shop: string;
  styles: number;
  trainEvents: number;
  testEvents: number;
  cutoff: string;
  k: number;
  placements: Record<
    EvaluatedPlacement,
    {
      cases: number;
      model: Scores;
      popularity: Scores;
      /** a stronger baseline: the most popular products of the asked product's (or asked) category */
      categoryPopularity: Scores;
      random: Scores;
    }
  >;
  durationMs: number;
}

interface TestCase {
  params: Record<string, string>;
  relevant: string[];
  /** the shopper's session and the moment of the choice: personal placements read the history before it */
  sessionId?: string;
  at: Date;
}

interface SessionEvent {
  session_id: string;
  kind: string;
  master_key: string | null;
  category_id: string | null;
  created_at: string;
  category: string | null;
}

/**
 * Offline evaluation of the recommendations (issue 16, `npm run eval:reco`): the shop's history is
 * split by time (the last `testShare` of it is the test), the lists are built from the rest, and
 * each placement is asked what the test sessions then did: similar products — the next product a
 * session viewed; outfit — the other products bought with one from another category; category
 * bottom — the product put in the basket after viewing its category (with the session's history up
 * to then); basket alternatives — the other products of the same category viewed around a basket
 * add. HitRate@k and NDCG@k against the most popular products of the training period and random
 * products.
 */
export async function evaluateReco(
  db: Database,
  shop: ShopConfig,
  options: { testShare?: number; k?: number; maxCases?: number } = {},
): Promise<EvaluationReport> {
  const started = performance.now();
  const k = options.k ?? 10;
  const maxCases = options.maxCases ?? 2000;
  const [span] = rowsOf<{ first: string; last: string }>(
    await db.execute(sql`select min(created_at) as first, max(created_at) as last from reco_events
      where shop_code = ${shop.code}`),
  );
  if (!span?.first) throw new Error(`no recommendation history in ${shop.code}: seed it first`);
  const first = Date.parse(span.first);
  const cutoff = new Date(first + (Date.parse(span.last) - first) * (1 - (options.testShare ?? 0.2)));

  const window: LearningWindow = { shopCode: shop.code, until: cutoff, days: LEARNING_DAYS };
  const features = await loadStyleFeatures(db);
  const lists = memoryListReader({
    similar: new Map([
      [
        FAMILY_WIDE,
        similarStyles(features, {
          limit: RECO_LIST_LIMIT,
          window: SIMILARITY_WINDOW,
          parentOf: parentCategory,
        }),
      ],
    ]),
    coView: new Map([[shop.code, await coViewLists(db, window)]]),
    coBuy: new Map([[shop.code, await coBuyLists(db, window)]]),
    categoryTop: new Map([[shop.code, await categoryTopLists(db, window)]]),
  });

  const events = rowsOf<SessionEvent>(
    await db.execute(sql`select e.session_id, e.kind, e.master_key, e.category_id, e.created_at,
        s.primary_category_id as category
      from reco_events e left join styles s on s.master_key = e.master_key
      where e.shop_code = ${shop.code} and e.created_at >= ${cutoff.toISOString()}::timestamptz
      order by e.session_id, e.created_at, e.id`),
  );
  const [counts] = rowsOf<{ train: number }>(
    await db.execute(sql`select count(*)::int as train from reco_events
      where shop_code = ${shop.code} and created_at < ${cutoff.toISOString()}::timestamptz`),
  );
  const cases = await testCases(db, events, maxCases);

  // popularity in the training period: orders 4, basket adds 2, anything else 1
  const ranked = rowsOf<{ master_key: string }>(
    await db.execute(sql`select master_key from reco_events
      where shop_code = ${shop.code} and master_key is not null and created_at < ${cutoff.toISOString()}::timestamptz
      group by master_key
      order by sum(case kind when 'order' then 4 when 'basketAdd' then 2 else 1 end) desc, master_key`),
  ).map((r) => r.master_key);
  const popular = ranked.slice(0, 100);
  const rank = new Map(ranked.map((key, i) => [key, i]));
  const byRank = (a: string, b: string) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity);
  const categoryOf = new Map(features.map((f) => [f.masterKey, f.category]));
  const inPrimary = new Map<string, string[]>();
  for (const f of features) inPrimary.set(f.category, [...(inPrimary.get(f.category) ?? []), f.masterKey]);
  for (const list of inPrimary.values()) list.sort(byRank);
  const members = await categoryMembership(db, events);
  /** the popular products of the category the case asks about */
  const popularInCategory = (c: TestCase): string[] => {
    if (c.params.categoryId) return [...(members.get(c.params.categoryId) ?? [])].sort(byRank);
    const key = (c.params.productId ?? c.params.productIds ?? '').split(',')[0]!;
    return inPrimary.get(categoryOf.get(key) ?? '') ?? [];
  };
  const everything = features.map((f) => f.masterKey);
  const random = new SeededRandom(7);

  const placements = {} as EvaluationReport['placements'];
  for (const placement of EVALUATED) {
    const model: RankingCase[] = [];
    const popularity: RankingCase[] = [];
    const categoryPopularity: RankingCase[] = [];
    const chance: RankingCase[] = [];
    for (const c of cases[placement]) {
      const context: PlacementContext = {
        db,
        shop,
        lists,
        params: new Map(Object.entries(c.params)),
        consentedSessionId: c.sessionId ?? null,
        shopper: { wishlist: async () => [], basket: async () => [] },
        until: c.at,
      };
      const asked = new Set(Object.values(c.params).flatMap((v) => v.split(',')));
      const recommended = (await PLACEMENT[placement](context)).map((r) => r.masterKey);
      model.push({ recommended: recommended.slice(0, k), relevant: c.relevant });
      popularity.push({
        recommended: popular.filter((p) => !asked.has(p)).slice(0, k),
        relevant: c.relevant,
      });
      categoryPopularity.push({
        recommended: popularInCategory(c)
          .filter((p) => !asked.has(p))
          .slice(0, k),
        relevant: c.relevant,
      });
      chance.push({ recommended: randomPicks(random, everything, k, asked), relevant: c.relevant });
    }
    const scores = (list: RankingCase[]): Scores => ({ hitRate: hitRateAt(list, k), ndcg: ndcgAt(list, k) });
    placements[placement] = {
      cases: model.length,
      model: scores(model),
      popularity: scores(popularity),
      categoryPopularity: scores(categoryPopularity),
      random: scores(chance),
    };
  }
  return {
    shop: shop.code,
    styles: features.length,
    trainEvents: counts?.train ?? 0,
    testEvents: events.length,
    cutoff: cutoff.toISOString(),
    k,
    placements,
    durationMs: Math.round(performance.now() - started),
  };
}

const PLACEMENT: Record<EvaluatedPlacement, (context: PlacementContext) => Promise<RecoCandidate[]>> = {
  similar: recommendSimilar,
  outfit: recommendOutfit,
  categoryBottom: recommendCategoryBottom,
  basketAlternatives: recommendBasketAlternatives,
};

/** The test cases of each placement from the test period's sessions (every n-th, at most maxCases). */
async function testCases(
  db: Database,
  events: SessionEvent[],
  maxCases: number,
): Promise<Record<EvaluatedPlacement, TestCase[]>> {
  const sessions = new Map<string, SessionEvent[]>();
  for (const e of events) sessions.set(e.session_id, [...(sessions.get(e.session_id) ?? []), e]);
  const membership = await categoryMembership(db, events);
  const out: Record<EvaluatedPlacement, TestCase[]> = {
    similar: [],
    outfit: [],
    categoryBottom: [],
    basketAlternatives: [],
  };
  for (const [sessionId, list] of sessions) {
    const views = list.filter((e) => e.kind === 'view' && e.master_key);
    for (let i = 0; i + 1 < views.length; i++) {
      const [a, b] = [views[i]!, views[i + 1]!];
      if (a.master_key !== b.master_key)
        out.similar.push({
          params: { productId: a.master_key! },
          relevant: [b.master_key!],
          at: new Date(a.created_at),
        });
    }
    const bought = [...new Set(list.filter((e) => e.kind === 'order').map((e) => e.master_key!))];
    const categoryOf = new Map(list.map((e) => [e.master_key, e.category]));
    for (const a of bought) {
      const others = bought.filter((b) => b !== a && categoryOf.get(b) !== categoryOf.get(a));
      if (others.length > 0)
        out.outfit.push({ params: { productId: a }, relevant: others, at: new Date(list[0]!.created_at) });
    }
    const added = list.filter((e) => e.kind === 'basketAdd' && e.master_key);
    for (const add of added) {
      const viewedCategory = [...list]
        .filter((e) => e.kind === 'categoryView' && e.created_at <= add.created_at)
        .reverse()
        .find((e) => membership.get(e.category_id!)?.has(add.master_key!));
      if (viewedCategory)
        out.categoryBottom.push({
          params: { categoryId: viewedCategory.category_id! },
          relevant: [add.master_key!],
          sessionId,
          at: new Date(add.created_at),
        });
      const alternatives = [
        ...new Set(
          views
            .filter((v) => v.master_key !== add.master_key && v.category === add.category)
            .map((v) => v.master_key!),
        ),
      ];
      if (alternatives.length > 0)
        out.basketAlternatives.push({
          params: { productIds: add.master_key! },
          relevant: alternatives,
          at: new Date(add.created_at),
        });
    }
  }
  for (const placement of EVALUATED) out[placement] = spread(out[placement], maxCases);
  return out;
}

/** Every n-th case, so that at most `max` remain, spread over the whole test period. */
function spread<T>(items: T[], max: number): T[] {
  if (items.length <= max) return items;
  const step = items.length / max;
  return Array.from({ length: max }, (_, i) => items[Math.floor(i * step)]!);
}

/** Which styles each viewed category holds (its own and its sub-categories'). */
async function categoryMembership(db: Database, events: SessionEvent[]): Promise<Map<string, Set<string>>> {
  const categories = [...new Set(events.filter((e) => e.category_id).map((e) => e.category_id!))];
  if (categories.length === 0) return new Map();
  const rows = rowsOf<{ category_id: string; master_key: string }>(
    await db.execute(sql`select category_id, master_key from style_categories
      where category_id = any(${textArray(categories)})`),
  );
  const map = new Map<string, Set<string>>();
  for (const r of rows) map.set(r.category_id, (map.get(r.category_id) ?? new Set()).add(r.master_key));
  return map;
}

/** k distinct random styles that were not asked about. */
function randomPicks(
  random: SeededRandom,
  all: readonly string[],
  k: number,
  asked: ReadonlySet<string>,
): string[] {
  const picked = new Set<string>();
  for (let tries = 0; picked.size < Math.min(k, all.length - asked.size) && tries < k * 20; tries++) {
    const candidate = all[random.int(0, all.length - 1)]!;
    if (!asked.has(candidate)) picked.add(candidate);
  }
  return [...picked];
}
