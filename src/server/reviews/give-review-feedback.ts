import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { REPORT_THRESHOLD } from '@/lib/reviews/review-rules';
import type { ShopConfig } from '@/lib/shop/shop';
import { AccountError } from '@/server/auth/account-error';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { RATE_RULES, retryAfterSeconds, takeRateLimit } from '@/server/rate-limit/rate-limit';
import { ReviewError } from './review-error';

export type ReviewFeedbackKind = 'helpful' | 'notHelpful' | 'report';

export interface ReviewFeedbackResult {
  helpfulCount: number;
  notHelpfulCount: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A shopper's feedback on a published review of the shop (S3.4, S4.7): helpful or not helpful
 * counts once per shopper and review (a second vote, either way, changes nothing), a report once
 * per shopper and review; reports from REPORT_THRESHOLD client addresses hold the review for a
 * moderator. The vote and the counter change together or not at all. REVIEW_NOT_FOUND for an
 * unknown review or one that is not shown.
 */
export async function giveReviewFeedback(
  db: Database,
  shop: ShopConfig,
  voter: () => Promise<string>,
  reviewId: string,
  kind: ReviewFeedbackKind,
  client: string,
): Promise<ReviewFeedbackResult> {
  if (!UUID.test(reviewId)) throw new ReviewError('REVIEW_NOT_FOUND');
  if (!(await takeRateLimit(db, RATE_RULES.reviewFeedbackPerClient, client)))
    throw new AccountError('TOO_MANY_REQUESTS', {
      minutes: Math.ceil(retryAfterSeconds(RATE_RULES.reviewFeedbackPerClient) / 60),
    });
  const voterId = await voter();
  const shown = sql`id = ${reviewId} and shop_code = ${shop.code} and status = 'published'`;
  const result =
    kind === 'report'
      ? await db.transaction(async (tx) => {
          const reported = rowsOf<{ n: number }>(
            await tx.execute(sql`with report as (
                insert into review_reports (review_id, reporter_id, client_hash)
                select id, ${voterId}, ${createHash('sha256').update(client).digest('hex')}
                  from reviews where ${shown}
                on conflict do nothing returning 1)
              select count(*)::int as n from report`),
          );
          // the hold counts client addresses, not sessions: a visitor can start any number of those
          return tx.execute(sql`update reviews set report_count = report_count + ${reported[0]?.n ?? 0},
                status = case when (select count(distinct client_hash) from review_reports where review_id = ${reviewId})
                                   >= ${REPORT_THRESHOLD} then 'held' else status end,
                moderation_reason = case when (select count(distinct client_hash) from review_reports
                                                where review_id = ${reviewId}) >= ${REPORT_THRESHOLD}
                                         then 'reports' else moderation_reason end
              where ${shown}
              returning helpful_count, not_helpful_count`);
        })
      : await db.execute(sql`with vote as (
            insert into review_votes (review_id, voter_id, helpful)
            select id, ${voterId}, ${kind === 'helpful'} from reviews where ${shown}
            on conflict do nothing returning helpful)
          update reviews set helpful_count = helpful_count + (select count(*)::int from vote where helpful),
                 not_helpful_count = not_helpful_count + (select count(*)::int from vote where not helpful)
           where ${shown}
          returning helpful_count, not_helpful_count`);
  const [row] = rowsOf<{ helpful_count: number; not_helpful_count: number }>(result);
  if (!row) throw new ReviewError('REVIEW_NOT_FOUND');
  return { helpfulCount: row.helpful_count, notHelpfulCount: row.not_helpful_count };
}
