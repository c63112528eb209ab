import type { AdminViewServerProps } from 'payload';
import { AdminPage } from './admin-page';
import { isEditor } from './editor-login';
import { getDb } from '@/server/db';
import { moderationQueue } from '@/server/reviews/moderate-review';
import { moderateReviewAction } from './moderate-review.action';

const REASONS: Record<string, string> = {
  links: 'Links or contact data',
  blockedWords: 'Blocked words',
  reports: 'Reported by shoppers',
};

/**
 * /admin/reviews: held and reported reviews with publish and remove (with a reason), for editors
 * and admins (decision 0018). Removing or publishing changes the product's statistics at once.
 */
export async function ReviewModeration(view: AdminViewServerProps) {
  const { initPageResult, searchParams } = view;
  const allowed = isEditor(initPageResult.req.user);
  const queue = allowed ? await moderationQueue(await getDb()) : [];
  const notice = searchParams?.done
    ? 'Saved.'
    : searchParams?.failed
      ? 'Not saved: a removal needs a reason.'
      : null;
  return (
    <AdminPage view={view}>
      <h1>Reviews to moderate</h1>
      {!allowed ? <p>Only editors and admins moderate reviews.</p> : null}
      {notice ? <p role="status">{notice}</p> : null}
      {allowed && queue.length === 0 ? <p>No held or reported reviews.</p> : null}
      <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1.5rem' }}>
        {queue.map((review) => (
          <li
            key={review.id}
            style={{ borderBottom: '1px solid var(--theme-elevation-150)', paddingBottom: '1rem' }}
          >
            <article aria-labelledby={`moderate-${review.id}`}>
              <h2 id={`moderate-${review.id}`} style={{ fontSize: '1.1rem', margin: 0 }}>
                {review.title} ({review.rating}/5)
              </h2>
              <p style={{ margin: '0.25rem 0' }}>
                {review.nickname} · {review.shopCode} · product{' '}
                <a href={`/p/${review.productId}`} target="_blank" rel="noreferrer">
                  {review.productId}
                </a>{' '}
                · {review.createdAt.slice(0, 10)} · {review.verifiedPurchase ? 'verified purchase · ' : ''}
                {review.status === 'held'
                  ? `held: ${REASONS[review.reason ?? ''] ?? review.reason ?? ''}`
                  : `published, ${review.reportCount} report(s)`}
              </p>
              <p style={{ whiteSpace: 'pre-line' }}>{review.text}</p>
              <form
                action={moderateReviewAction}
                style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'end' }}
              >
                <input type="hidden" name="reviewId" value={review.id} />
                <label style={{ display: 'flex', flexDirection: 'column' }}>
                  Reason for removal
                  <input name="reason" maxLength={500} style={{ minWidth: '20rem' }} />
                </label>
                <button type="submit" name="action" value="remove" className="btn btn--style-secondary">
                  Remove
                </button>
                <button type="submit" name="action" value="publish" className="btn btn--style-primary">
                  {review.status === 'held' ? 'Publish' : 'Keep published'}
                </button>
              </form>
            </article>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
