'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { getOperation } from '@/lib/graphql-client';
import { REVIEW_PAGE_SIZE, REVIEW_SORTS, type ReviewSort } from '@/lib/reviews/review-sort';
import { useShop } from '@/components/shop/shop-provider';
import { ReviewItem } from './review-item';
import type { ClientReviewPage } from './review-types';
import { Hint } from '@/components/hint/hint';

const API_SORT: Record<ReviewSort, string> = {
  newest: 'NEWEST',
  mostHelpful: 'MOST_HELPFUL',
  ratingAsc: 'RATING_ASC',
  ratingDesc: 'RATING_DESC',
};

/** How far below the viewport the list is loaded already, so that it is there when scrolled to. */
const LOAD_MARGIN = '1200px 0px';

/**
 * The rating distribution (a bar filters by its stars), star filter, sort and the paged review
 * list (S3.4, S9). Every page of the list comes from reviewDisplay, the first when the list comes
 * within 1,200 px of the viewport or the shopper's focus enters the reviews: a product page's
 * server render and size stay as without reviews for the many who never scroll to them
 * (decision 0018). Without published reviews the page says so at once.
 */
export function ReviewBrowser(props: {
  productId: string;
  distribution: { rating: number; count: number }[];
  total: number;
  /** the text without published reviews (NO_RATINGS) */
  emptyMessage: string | null;
}) {
  const t = useTranslations('reviews');
  const shop = useShop();
  const [stars, setStars] = useState<number | null>(null);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState<ClientReviewPage>({
    reviews: [],
    totalCount: props.total,
    page: 1,
    pageCount: Math.max(1, Math.ceil(props.total / REVIEW_PAGE_SIZE)),
    emptyMessage: props.emptyMessage,
  });
  /** the first page is asked for (or there is nothing to ask for) */
  const [started, setStarted] = useState(props.total === 0);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const request = useRef<AbortController | null>(null);
  const listTop = useRef<HTMLHeadingElement>(null);
  const root = useRef<HTMLDivElement>(null);

  function start() {
    if (started) return;
    setStarted(true);
    // a choice the shopper made first is not overtaken
    if (!request.current) void load({ stars: null, sort: 'newest', page: 1 });
  }

  const onNear = useEffectEvent(start);
  useEffect(() => {
    if (started || !root.current) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && onNear(),
      {
        rootMargin: LOAD_MARGIN,
      },
    );
    observer.observe(root.current);
    return () => observer.disconnect();
  }, [started]);

  async function load(next: { stars: number | null; sort: ReviewSort; page: number }, focus = false) {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setStarted(true);
    setBusy(true);
    const result = await getOperation<{ reviewDisplay: ClientReviewPage }>(
      'reviewDisplay',
      {
        input: {
          productId: props.productId,
          locale: shop.locale,
          page: next.page,
          pageSize: REVIEW_PAGE_SIZE,
          rating: next.stars,
          sort: API_SORT[next.sort],
        },
      },
      controller.signal,
    );
    if (controller.signal.aborted) return;
    setBusy(false);
    // the controls show the choice only once its list is there
    if (!result.data) return setFailed(true);
    setFailed(false);
    setStars(next.stars);
    setSort(next.sort);
    setPage(result.data.reviewDisplay);
    if (focus) listTop.current?.focus();
  }

  return (
    // focus entering the reviews (keyboard, screen reader) loads the list as scrolling does
    <div ref={root} onFocus={start} className="flex flex-col gap-4">
      <div>
        <h3 className="font-semibold">{t('distributionLabel')}</h3>
        <ul className="mt-2 flex flex-col gap-1">
          {props.distribution.map(({ rating, count }) => (
            <li key={rating}>
              <button
                type="button"
                aria-pressed={stars === rating}
                onClick={() => void load({ stars: stars === rating ? null : rating, sort, page: 1 })}
                className="flex w-full max-w-md items-center gap-2 text-sm"
              >
                <span aria-hidden="true" className="w-16 text-left">
                  {t('starOption', { rating })}
                </span>
                <span aria-hidden="true" className="h-2 flex-1 rounded-full bg-surface-muted">
                  <span
                    className="block h-2 rounded-full bg-highlighted"
                    style={{ width: `${props.total ? Math.round((count / props.total) * 100) : 0}%` }}
                  />
                </span>
                <span aria-hidden="true" className="w-10 text-right">
                  {count}
                </span>
                <span className="sr-only">{t('distributionBar', { rating, count })}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('starFilter')}
          <select
            value={stars ?? ''}
            onChange={(e) =>
              void load({ stars: e.target.value ? Number(e.target.value) : null, sort, page: 1 })
            }
            className="rounded-shop border border-border px-3 py-2 font-normal"
          >
            <option value="">{t('allStars')}</option>
            {[5, 4, 3, 2, 1].map((rating) => (
              <option key={rating} value={rating}>
                {t('starOption', { rating })}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('sortLabel')}
          <select
            value={sort}
            onChange={(e) => void load({ stars, sort: e.target.value as ReviewSort, page: 1 })}
            className="rounded-shop border border-border px-3 py-2 font-normal"
          >
            {REVIEW_SORTS.map((option) => (
              <option key={option} value={option}>
                {t(`sort.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <h3 ref={listTop} tabIndex={-1} className="sr-only">
        {t('pageOf', { page: page.page, pageCount: page.pageCount })}
      </h3>
      <div aria-busy={busy}>
        {failed ? (
          <Hint severity="error" inline>
            {t('loadFailed')}
          </Hint>
        ) : page.reviews.length > 0 ? (
          page.reviews.map((review) => <ReviewItem key={review.id} review={review} />)
        ) : busy || (started && page.totalCount > 0) ? (
          <p>{t('loading')}</p>
        ) : (
          <p>{page.emptyMessage ?? t('loading')}</p>
        )}
      </div>
      {page.pageCount > 1 ? (
        <nav aria-label={t('heading')} className="flex items-center gap-4 text-sm">
          <button
            type="button"
            disabled={page.page <= 1 || busy}
            onClick={() => void load({ stars, sort, page: page.page - 1 }, true)}
            className="rounded-shop border border-border px-3 py-1 disabled:opacity-50"
          >
            {t('previousPage')}
          </button>
          <span>{t('pageOf', { page: page.page, pageCount: page.pageCount })}</span>
          <button
            type="button"
            disabled={page.page >= page.pageCount || busy}
            onClick={() => void load({ stars, sort, page: page.page + 1 }, true)}
            className="rounded-shop border border-border px-3 py-1 disabled:opacity-50"
          >
            {t('nextPage')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
