import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { reviewAttributesFor } from '@/lib/reviews/review-attributes';
import { checkReview, holdReason, normaliseReview, type ReviewInput } from '@/lib/reviews/review-rules';
import type { ShopConfig } from '@/lib/shop/shop';
import { AccountError } from '@/server/auth/account-error';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { reviews } from '@/server/db/schema';
import { RATE_RULES, retryAfterSeconds, takeRateLimit, type RateRule } from '@/server/rate-limit/rate-limit';
import { rateableStyle } from './rateable-style';
import { ReviewError } from './review-error';

export interface SubmittedReview {
  id: string;
  /** published at once, or held for a moderator (links, contact data, blocked words) */
  status: 'published' | 'held';
}

/**
 * A logged-in customer reviews a product (spec S3.4, S4.7): one review per customer and product in
 * the shop, whatever colour it was written on (RATING_ALREADY_SUBMITTED on a second, also when two
 * arrive at once: the unique index decides). The review is marked as a verified purchase when the
 * customer ordered the product in this shop. It is published when the moderation rules pass,
 * otherwise held; the statistics follow in the same transaction (migration 0020).
 */
export async function submitReview(
  db: Database,
  shop: ShopConfig,
  customerId: string,
  productId: string,
  raw: ReviewInput,
  client: string,
): Promise<SubmittedReview> {
  const style = await rateableStyle(db, productId);
  if (!style) throw new ReviewError('RATING_NOT_AVAILABLE');
  // the lengths count what is stored: spaces collapsed, paragraphs kept
  const input = normaliseReview(raw);
  const problems = checkReview(input, reviewAttributesFor(style.productType));
  if (problems.length > 0) throw new ReviewError('REVIEW_INPUT_INVALID', problems);
  const [existing] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(
        eq(reviews.shopCode, shop.code),
        eq(reviews.masterKey, style.masterKey),
        eq(reviews.customerId, customerId),
      ),
    );
  if (existing) throw new ReviewError('RATING_ALREADY_SUBMITTED');
  await takeLimit(db, RATE_RULES.reviewPerCustomer, customerId);
  await takeLimit(db, RATE_RULES.reviewPerClient, client);

  const held = holdReason(input);
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`insert into reviews (shop_code, master_key, product_id, customer_id, nickname, title,
        text, rating, is_recommended, contact_consent, attribute_ratings, verified_purchase, status,
        moderation_reason)
      values (${shop.code}, ${style.masterKey}, ${productId}, ${customerId}, ${input.usernickname},
        ${input.title}, ${input.reviewtext}, ${input.rating}, ${input.isrecommended},
        ${input.contactConsent}, ${JSON.stringify(input.attributeRatings)}::jsonb,
        exists (select 1 from orders o join order_lines l on l.order_id = o.id
                  join products p on p.id = l.product_id
                 where o.customer_id = ${customerId} and o.shop_code = ${shop.code}
                   and p.master_key = ${style.masterKey}),
        ${held ? 'held' : 'published'}, ${held})
      on conflict (shop_code, master_key, customer_id) where customer_id is not null do nothing
      returning id`),
  );
  if (!rows[0]) throw new ReviewError('RATING_ALREADY_SUBMITTED');
  return { id: rows[0].id, status: held ? 'held' : 'published' };
}

async function takeLimit(db: Database, rule: RateRule, subject: string): Promise<void> {
  if (!(await takeRateLimit(db, rule, subject)))
    throw new AccountError('TOO_MANY_REQUESTS', { minutes: Math.ceil(retryAfterSeconds(rule) / 60) });
}
