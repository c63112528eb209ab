'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatDay } from '@/lib/format-date';
import { postOperation } from '@/lib/graphql-client';
import { useShop } from '@/components/shop/shop-provider';
import { Stars } from './stars';
import type { ClientReview } from './review-types';
import { Hint, SeverityLabel } from '@/components/hint/hint';

interface FeedbackAnswer {
  reviewFeedback: { helpfulCount: number; notHelpfulCount: number; message: string | null };
}

/** One review (S3.4 review display): stars, title, text, detail ratings, verified purchase, feedback. */
export function ReviewItem({ review }: { review: ClientReview }) {
  const t = useTranslations('reviews');
  const tProduct = useTranslations('product');
  const shop = useShop();
  const [counts, setCounts] = useState({ helpful: review.helpfulCount, notHelpful: review.notHelpfulCount });
  const [voted, setVoted] = useState(false);
  /** what the status line announces: the thanks for a vote, the report's answer */
  const [status, setStatus] = useState<string | null>(null);
  const [reported, setReported] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(kind: 'HELPFUL' | 'NOT_HELPFUL' | 'REPORT') {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await postOperation<FeedbackAnswer>('reviewFeedback', {
      input: { reviewId: review.id, kind, locale: shop.locale },
    });
    setBusy(false);
    const answer = result.data?.reviewFeedback;
    if (!answer) return setError(result.errorMessage ?? t('loadFailed'));
    setCounts({ helpful: answer.helpfulCount, notHelpful: answer.notHelpfulCount });
    if (kind === 'REPORT') {
      setReported(true);
      setStatus(answer.message);
    } else {
      setVoted(true);
      setStatus(t('voteThanks'));
    }
  }

  const rating = String(review.rating);
  return (
    <article aria-labelledby={`review-${review.id}`} className="border-b border-border py-4">
      <div className="flex flex-wrap items-center gap-2">
        <Stars tenths={review.rating * 10} label={tProduct('rating', { rating })} />
        <h3 id={`review-${review.id}`} className="font-semibold">
          {review.title}
        </h3>
      </div>
      <p className="mt-1 text-sm text-muted">
        {t('byline', {
          nickname: review.usernickname,
          // a shared formatter: use-intl's useFormatter makes an Intl.DateTimeFormat per request
          date: formatDay(review.createdAt, shop),
        })}
        {review.verifiedPurchase ? (
          <span className="ml-2 rounded-shop bg-surface-muted px-2 py-0.5 font-semibold text-success">
            ✓ {t('verifiedPurchase')}
          </span>
        ) : null}
      </p>
      <div className="mt-2 space-y-2">
        {review.reviewtext.split('\n\n').map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {review.attributeRatings.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 text-sm text-muted">
          {review.attributeRatings.map((a) => (
            <li key={a.attributeKey}>
              {t('attributeValue', { label: a.label, value: a.value, range: a.valueRange })}
            </li>
          ))}
        </ul>
      ) : null}
      {review.isrecommended !== null ? (
        <p className="mt-2 text-sm">{review.isrecommended ? t('recommends') : t('doesNotRecommend')}</p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <span>{t('helpfulQuestion')}</span>
        <button
          type="button"
          // aria-disabled, not disabled: the button keeps the keyboard focus after the vote
          aria-disabled={voted || busy}
          onClick={() => !voted && void send('HELPFUL')}
          aria-label={t('helpfulYesLabel', { count: counts.helpful })}
          className="rounded-shop border border-border px-3 py-1 aria-disabled:opacity-60"
        >
          {t('helpfulYes', { count: counts.helpful })}
        </button>
        <button
          type="button"
          aria-disabled={voted || busy}
          onClick={() => !voted && void send('NOT_HELPFUL')}
          aria-label={t('helpfulNoLabel', { count: counts.notHelpful })}
          className="rounded-shop border border-border px-3 py-1 aria-disabled:opacity-60"
        >
          {t('helpfulNo', { count: counts.notHelpful })}
        </button>
        {
          <button
            type="button"
            aria-disabled={reported || busy}
            onClick={() => !reported && void send('REPORT')}
            aria-label={t('reportLabel', { nickname: review.usernickname })}
            className="underline"
          >
            {t('report')}
          </button>
        }
      </div>
      <p role="status" className="mt-2 text-sm font-semibold">
        {status ? <SeverityLabel severity="success" /> : null}
        {status}
      </p>
      {error ? (
        <Hint severity="error" inline className="mt-2 text-sm">
          {error}
        </Hint>
      ) : null}
    </article>
  );
}
