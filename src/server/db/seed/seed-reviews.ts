import { reviewAttributesFor } from '@/lib/reviews/review-attributes';
import { SHOPS } from '@/lib/shop/shops';
import type { reviews } from '../schema/review';
import type { SeededRandom } from './random';
import {
  ATTRIBUTE_SENTENCES,
  NICKNAMES,
  REVIEW_CLOSERS,
  REVIEW_OPENERS,
  REVIEW_TITLES,
  USE_SENTENCES,
} from './review-texts';

/** the shop whose reviews follow each style's plan; the family's other German shops get fewer */
const MAIN_SHOP = 'lindgard-at';
const DAY_MS = 86_400_000;

export interface ReviewedStyle {
  masterKey: string;
  productType: string;
  productIds: string[];
  createdAt: Date;
  plan: { averageTenths: number; count: number };
}

/**
 * The demo reviews of one style (decision 0018): in the main shop as many as the plan says, with
 * stars scattered around its average; in the family's other German-language shops a third of that
 * for a third of the styles; none in the other languages (their customers write in their own).
 * Some verified purchases, helpful votes, a detail rating per property; about one in a hundred was
 * reported three times and is held.
 */
export function generateReviews(
  rng: SeededRandom,
  style: ReviewedStyle,
  anchorDate: Date,
): (typeof reviews.$inferInsert)[] {
  if (style.plan.count === 0 || style.productIds.length === 0) return [];
  const rows: (typeof reviews.$inferInsert)[] = [];
  SHOPS.filter((shop) => shop.locale.startsWith('de-')).forEach((shop, shopIndex) => {
    const shopRng = rng.fork(shopIndex + 1);
    const main = shop.code === MAIN_SHOP;
    if (!main && !shopRng.chance(1 / 3)) return;
    const count = main ? style.plan.count : Math.ceil(style.plan.count / 3);
    for (let i = 0; i < count; i++) rows.push(review(shopRng, style, shop.code, anchorDate));
  });
  return rows;
}

function review(
  rng: SeededRandom,
  style: ReviewedStyle,
  shopCode: string,
  anchorDate: Date,
): typeof reviews.$inferInsert {
  const rating = stars(rng, style.plan.averageTenths / 10);
  const attributes = reviewAttributesFor(style.productType);
  const attributeRatings: Record<string, number> = {};
  for (const key of attributes) {
    if (!rng.chance(0.8)) continue;
    attributeRatings[key] =
      key === 'fit'
        ? rng.weighted([
            [3, 6],
            [2, 2],
            [4, 2],
            [1, 1],
            [5, 1],
          ] as const)
        : near(rng, rating);
  }
  const group = attributes.includes('fit') ? 'fashion' : attributes.length === 2 ? 'accessory' : 'home';
  const sentences = [rng.pick(REVIEW_OPENERS[rating]!)];
  for (const [key, value] of Object.entries(attributeRatings))
    if (rng.chance(0.6)) sentences.push(rng.pick(ATTRIBUTE_SENTENCES[key]![value]!));
  if (rng.chance(0.5)) sentences.push(rng.pick(USE_SENTENCES[group]));
  if (rng.chance(0.4)) sentences.push(rng.pick(REVIEW_CLOSERS[rating]!));
  const span = Math.max(1, Math.floor((anchorDate.getTime() - style.createdAt.getTime()) / DAY_MS));
  const reported = rng.chance(0.01);
  return {
    shopCode,
    masterKey: style.masterKey,
    productId: rng.pick(style.productIds),
    nickname: rng.pick(NICKNAMES),
    title: rng.pick(REVIEW_TITLES[rating]!),
    text: sentences.join(rng.chance(0.2) ? '\n\n' : ' '),
    rating,
    isRecommended: rng.chance(0.85) ? rating >= 4 || (rating === 3 && rng.chance(0.5)) : null,
    contactConsent: rng.chance(0.3),
    attributeRatings,
    verifiedPurchase: rng.chance(0.6),
    status: reported ? 'held' : 'published',
    moderationReason: reported ? 'reports' : null,
    helpfulCount: rng.chance(0.4) ? rng.int(1, 25) : 0,
    notHelpfulCount: rng.chance(0.15) ? rng.int(1, 6) : 0,
    reportCount: reported ? 3 : 0,
    createdAt: new Date(style.createdAt.getTime() + rng.int(1, span) * DAY_MS),
  };
}

/** stars around an average: mostly the neighbouring whole stars, sometimes anything */
function stars(rng: SeededRandom, average: number): number {
  if (rng.chance(0.1)) return rng.int(1, 5);
  const low = Math.floor(average);
  return Math.min(5, Math.max(1, rng.chance(average - low) ? low + 1 : low));
}

/** a detail rating near the overall stars */
function near(rng: SeededRandom, rating: number): number {
  return Math.min(
    5,
    Math.max(
      1,
      rating +
        rng.weighted([
          [0, 6],
          [-1, 2],
          [1, 1],
        ] as const),
    ),
  );
}
