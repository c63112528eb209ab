import { isNotNull, sql } from 'drizzle-orm';
import { createCategoryIndex } from '@/lib/category/tree';
import type { CategoryNode } from '@/lib/category/types';
import { CATEGORY_TREE } from '@/server/catalog/category-tree-data';
import type { Database } from '../client';
import {
  brands,
  dimensions,
  products,
  seedState,
  styleAttributes,
  styleCategories,
  styles,
  variants,
} from '../schema/catalog';
import { BRANDS, PRODUCT_TEMPLATES, brandsForType, colorsForType } from './assortment-data';
import { createCategoryAssigner } from './assign-categories';
import { companyDirectory } from './companies';
import { generateStyle, type GeneratedStyle } from './generate-style';
import { insertChunked } from './insert-chunked';
import { PRICE_RULE_OFF, STYLE_NOTIFY_OFF, seedPriceHistory } from './seed-price-history';
import { SeededRandom } from './random';
import { MAX_SEED_PRODUCTS } from './seed-size';
import { buildSearchIndex } from '@/server/search/build-search-index';
import { seedPriceLists } from './seed-price-lists';
import { reviews } from '../schema/review';
import { rowsOf } from '../rows';
import { generateReviews } from './seed-reviews';

/** Bump when the generator changes so that existing demo data is replaced on the next start. */
export const SEED_VERSION = 8;
const SEED = 20_251_122;
/** the reviews have their own stream per style: adding them moved nothing in the assortment */
const REVIEW_SEED = 51_124_000;
const BATCH = 250;
/** The assortment is anchored to a fixed date so that 'new' and ages do not depend on the clock. */
const ANCHOR_DATE = new Date('2026-11-01T08:00:00Z');

export interface SeedResult {
  seeded: boolean;
  /** the catalogue is the operator's own, not the demo's: left as it is */
  own?: boolean;
  styles: number;
  products: number;
  variants: number;
  durationMs: number;
}

export type SeedProgress = (done: number, total: number) => void;

/**
 * Seeds the demo assortment: `styleCount` products (styles, each with 1–6 colours and their sizes).
 * Idempotent: when the same version and size are present it does nothing; otherwise it replaces
 * the demo catalogue.
 */
export async function seedCatalog(
  db: Database,
  styleCount: number,
  onProgress: SeedProgress = () => {},
): Promise<SeedResult> {
  if (!Number.isInteger(styleCount) || styleCount < 1 || styleCount > MAX_SEED_PRODUCTS) {
    throw new Error(`SEED_PRODUCTS must be a whole number from 1 to ${MAX_SEED_PRODUCTS}, got ${styleCount}`);
  }
  const [state] = await db.select().from(seedState).limit(1);
  // a catalogue without the demo's state is the operator's own (imported, or changed through the
  // admin API): never replaced (decision 0041)
  if (!state) {
    const [own] = rowsOf<{ styles: number; products: number; variants: number }>(
      await db.execute(sql`select (select count(*) from styles)::int as styles, (select count(*) from products)::int as products,
                                  (select count(*) from variants)::int as variants`),
    );
    if (own && own.styles > 0) return { seeded: false, own: true, ...own, durationMs: 0 };
  }
  if (state && state.version === SEED_VERSION && state.styleCount === styleCount) {
    return {
      seeded: false,
      styles: state.styleCount,
      products: state.productCount,
      variants: state.variantCount,
      durationMs: 0,
    };
  }

  const started = performance.now();
  // what customers wrote survives a new demo catalogue (like their orders); the seeded reviews go
  const written = await db.select().from(reviews).where(isNotNull(reviews.customerId));
  await db.execute(
    sql`truncate table review_votes, review_reports, reviews, review_statistics, search_documents, price_history, product_prices, variant_prices, ${variants}, ${dimensions}, ${products}, ${styleCategories}, ${styleAttributes}, ${styles}, ${brands}, ${seedState}`,
  );
  await insertChunked(
    db,
    brands,
    BRANDS.map((b) => ({ id: b.id, name: b.name, parentId: b.parentId ?? null, image: `/brand/${b.id}` })),
  );

  const index = createCategoryIndex(CATEGORY_TREE);
  const leaves = index
    .visibleLeaves()
    .filter((n): n is CategoryNode & { productType: NonNullable<CategoryNode['productType']> } =>
      Boolean(n.productType && n.productType !== 'freegift'),
    );
  const leavesByType = new Map<string, CategoryNode[]>();
  for (const leaf of leaves)
    leavesByType.set(leaf.productType, [...(leavesByType.get(leaf.productType) ?? []), leaf]);
  const assign = createCategoryAssigner(index, leavesByType);
  const companyOf = companyDirectory(BRANDS);
  const rng = new SeededRandom(SEED);
  const leafWeights = leaves.map((leaf) => [leaf, rng.int(1, 4)] as const);
  let productSeq = 0;
  const nextProductId = () => String(100_000 + ((productSeq++ * 611_953) % 900_000));
  const masterCategoryOf = (leaf: CategoryNode) =>
    index
      .ancestors(leaf.id)
      .map((a) => a.name)
      .join('|');

  const giftLeaf = index.all().find((n) => n.productType === 'freegift');
  // a shop offers a choice of free gifts (one per basket): three in a real assortment, one in a tiny one
  const giftCount = giftLeaf === undefined || styleCount < 2 ? 0 : styleCount >= 100 ? 3 : 1;
  const totals = { products: 0, variants: 0 };
  for (let start = 0; start < styleCount; start += BATCH) {
    const batch: Batch = [];
    for (let i = start; i < Math.min(start + BATCH, styleCount); i++) {
      const styleRng = rng.fork(i + 1);
      // the last styles are the free gifts; the first ones cover every leaf at least once
      const isFreeGift = i >= styleCount - giftCount;
      const leaf = isFreeGift ? giftLeaf! : i < leaves.length ? leaves[i]! : styleRng.weighted(leafWeights);
      const type = isFreeGift ? 'freegift' : leaf.productType!;
      const generated = generateStyle(styleRng, {
        index: i,
        leaf,
        masterCategory: masterCategoryOf(leaf),
        template: PRODUCT_TEMPLATES[type],
        colors: colorsForType(type),
        brands: brandsForType(type),
        companyOf,
        nextProductId,
        anchorDate: ANCHOR_DATE,
        isFreeGift,
      });
      generated.style.sortKey = styleRng.int(1, 1_000_000_000);
      const categoryIds = assign(styleRng, {
        leaf,
        productType: type,
        flag: generated.style.flag ?? 'none',
        maxSaving: generated.maxSaving,
      });
      const reviewRows = generateReviews(
        new SeededRandom(REVIEW_SEED + i),
        {
          masterKey: generated.style.masterKey,
          productType: type,
          productIds: generated.products.map((p) => p.id),
          createdAt: generated.style.createdAt,
          plan: generated.reviewPlan,
        },
        ANCHOR_DATE,
      );
      batch.push({ generated, categoryIds, reviewRows });
    }
    await writeBatch(db, batch);
    for (const { generated } of batch) {
      totals.products += generated.products.length;
      totals.variants += generated.variants.length;
    }
    onProgress(Math.min(start + BATCH, styleCount), styleCount);
  }

  await seedPriceLists(db);
  await seedPriceHistory(db);
  // the statistics of their styles follow by trigger
  await insertChunked(db, reviews, written);
  await buildSearchIndex(db);
  const durationMs = Math.round(performance.now() - started);
  await db.insert(seedState).values({
    id: 1,
    version: SEED_VERSION,
    styleCount,
    productCount: totals.products,
    variantCount: totals.variants,
    seededAt: new Date(),
    durationMs,
  });
  await db.execute(sql`analyze`);
  return { seeded: true, styles: styleCount, ...totals, durationMs };
}

type Batch = {
  generated: GeneratedStyle;
  categoryIds: string[];
  reviewRows: (typeof reviews.$inferInsert)[];
}[];

async function writeBatch(db: Database, batch: Batch) {
  await db.transaction(async (tx) => {
    // the history of these prices is written after (seed-price-history.ts)
    await tx.execute(PRICE_RULE_OFF);
    await tx.execute(STYLE_NOTIFY_OFF);
    await insertChunked(
      tx,
      styles,
      batch.map((b) => b.generated.style),
    );
    await insertChunked(
      tx,
      styleAttributes,
      batch.flatMap((b) => b.generated.attributes),
    );
    await insertChunked(
      tx,
      styleCategories,
      batch.flatMap((b) =>
        b.categoryIds.map((categoryId) => ({ categoryId, masterKey: b.generated.style.masterKey })),
      ),
    );
    await insertChunked(
      tx,
      products,
      batch.flatMap((b) => b.generated.products),
    );
    await insertChunked(
      tx,
      dimensions,
      batch.flatMap((b) => b.generated.dimensions),
    );
    await insertChunked(
      tx,
      variants,
      batch.flatMap((b) => b.generated.variants),
    );
    // the statistics follow by trigger, once per statement and style (migration 0020)
    await insertChunked(
      tx,
      reviews,
      batch.flatMap((b) => b.reviewRows),
    );
  });
}
