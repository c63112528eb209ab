import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';

export type ModerationAction = 'publish' | 'remove';

export interface ModerationInput {
  reviewId: string;
  action: ModerationAction;
  /** required for a removal: shown to the other moderators, kept with the review */
  reason: string;
  /** the moderator's e-mail address (CMS account) */
  moderator: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A moderator publishes a held review or removes a review (decision 0018). Publishing clears the
 * reports that held it; removing keeps the reason. The statistics and the cached pages follow by
 * trigger and notification in the same transaction. False for an unknown review or a removal
 * without a reason.
 */
export async function moderateReview(db: Database, input: ModerationInput): Promise<boolean> {
  const reason = input.reason.trim().slice(0, 500);
  if (!UUID.test(input.reviewId)) return false;
  if (input.action === 'remove' && reason === '') return false;
  const rows = rowsOf<{ id: string }>(
    await db.execute(
      input.action === 'publish'
        ? sql`update reviews set status = 'published', moderation_reason = null, report_count = 0,
                 moderated_by = ${input.moderator}, moderated_at = now()
               where id = ${input.reviewId} and status <> 'published' returning id`
        : sql`update reviews set status = 'removed', moderation_reason = ${reason},
                 moderated_by = ${input.moderator}, moderated_at = now()
               where id = ${input.reviewId} and status <> 'removed' returning id`,
    ),
  );
  if (rows[0] && input.action === 'publish')
    await db.execute(sql`delete from review_reports where review_id = ${input.reviewId}`);
  return rows.length > 0;
}

/** A review waiting for a moderator: held, or published with reports. */
export interface ModerationItem {
  id: string;
  shopCode: string;
  productId: string;
  status: string;
  reason: string | null;
  reportCount: number;
  rating: number;
  title: string;
  text: string;
  nickname: string;
  verifiedPurchase: boolean;
  createdAt: string;
}

/** The moderation queue, oldest first (at most 200 at a time). */
export async function moderationQueue(db: Database): Promise<ModerationItem[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select id, shop_code, product_id, status, moderation_reason, report_count, rating,
        title, text, nickname, verified_purchase, created_at
      from reviews where status = 'held' or (status = 'published' and report_count > 0)
      order by created_at limit 200`),
  );
  return rows.map((r) => ({
    id: String(r.id),
    shopCode: String(r.shop_code),
    productId: String(r.product_id),
    status: String(r.status),
    reason: (r.moderation_reason as string | null) ?? null,
    reportCount: Number(r.report_count),
    rating: Number(r.rating),
    title: String(r.title),
    text: String(r.text),
    nickname: String(r.nickname),
    verifiedPurchase: Boolean(r.verified_purchase),
    createdAt: new Date(r.created_at as string).toISOString(),
  }));
}
