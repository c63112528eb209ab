'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/form/form-field';
import { postOperation } from '@/lib/graphql-client';
import { REVIEW_LIMITS } from '@/lib/reviews/review-rules';
import { useShop } from '@/components/shop/shop-provider';
import type { ClientFormAttribute } from './review-types';
import { Hint, SeverityLabel } from '@/components/hint/hint';

interface SubmitAnswer {
  reviewSubmit: { code: string; message: string; status: 'PUBLISHED' | 'HELD' };
}

/**
 * The review form (S3.4, S4.8): overall stars (at most 5), title, text and nickname required and
 * marked with *, recommendation, a detail rating per property, contact consent. The success text
 * replaces the form; refusals show above it, field problems under their fields.
 */
export function ReviewForm({
  productId,
  attributes,
}: {
  productId: string;
  attributes: ClientFormAttribute[];
}) {
  const t = useTranslations('reviews');
  const shop = useShop();
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [nickname, setNickname] = useState('');
  const [recommended, setRecommended] = useState<boolean | null>(null);
  const [consent, setConsent] = useState(false);
  const [details, setDetails] = useState<Record<string, number>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await postOperation<SubmitAnswer>('reviewSubmit', {
      input: {
        productId,
        locale: shop.locale,
        rating,
        title,
        reviewtext: text,
        usernickname: nickname,
        isrecommended: recommended,
        contactConsent: consent,
        attributeRatings: Object.entries(details).map(([attributeKey, value]) => ({ attributeKey, value })),
      },
    });
    setBusy(false);
    if (result.data) return setDone(result.data.reviewSubmit.message);
    const problems = (result.errorExtensions?.fieldErrors ?? []) as { field: string; message: string }[];
    setFieldErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
    setError(
      result.errorCode === 'NETWORK' || !result.errorMessage
        ? t('messages.RATING_NOT_AVAILABLE')
        : result.errorMessage,
    );
  }

  return (
    <>
      {/* mounted from the start, so that screen readers announce the thanks when it appears */}
      <p role="status" className="font-semibold">
        {done ? <SeverityLabel severity="success" /> : null}
        {done}
      </p>
      {done ? null : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t('requiredHint')}</p>
          {error ? (
            <Hint severity="error" inline>
              {error}
            </Hint>
          ) : null}
          <Scale
            name="review-rating"
            legend={t('fields.rating')}
            required
            steps={5}
            value={rating}
            label={(n) => t('starOption', { rating: n })}
            symbol={(n) => (n <= rating ? '★' : '☆')}
            error={fieldErrors.rating}
            onChange={setRating}
          />
          <FormField
            id="review-title"
            label={t('fields.title')}
            required
            value={title}
            maxLength={REVIEW_LIMITS.title.max}
            error={fieldErrors.title}
            onChange={setTitle}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor="review-text" className="text-sm font-semibold">
              {t('fields.reviewtext')}
              <span aria-hidden="true"> *</span>
            </label>
            <textarea
              id="review-text"
              name="review-text"
              required
              rows={6}
              maxLength={REVIEW_LIMITS.reviewtext.max}
              value={text}
              aria-invalid={fieldErrors.reviewtext ? true : undefined}
              aria-describedby={fieldErrors.reviewtext ? 'review-text-error' : undefined}
              onChange={(e) => setText(e.target.value)}
              className={`rounded-shop border px-3 py-2 ${fieldErrors.reviewtext ? 'border-error' : 'border-border'}`}
            />
            {fieldErrors.reviewtext ? (
              <p id="review-text-error" className="text-sm font-semibold text-error">
                {fieldErrors.reviewtext}
              </p>
            ) : null}
          </div>
          <FormField
            id="review-nickname"
            label={t('fields.usernickname')}
            required
            value={nickname}
            maxLength={REVIEW_LIMITS.usernickname.max}
            autoComplete="nickname"
            error={fieldErrors.usernickname}
            onChange={setNickname}
          />
          {attributes.length > 0 ? (
            <fieldset
              className="flex flex-col gap-4"
              aria-describedby={fieldErrors.attributeRatings ? 'review-attributes-error' : undefined}
            >
              <legend className="mb-2 text-sm font-semibold">{t('detailRatings')}</legend>
              {attributes.map((a) => (
                <Scale
                  key={a.attributeKey}
                  name={`review-${a.attributeKey}`}
                  legend={a.label}
                  steps={a.valueRange}
                  value={details[a.attributeKey] ?? 0}
                  label={(n) =>
                    n === 1 ? `1 – ${a.lowLabel}` : n === a.valueRange ? `${n} – ${a.highLabel}` : String(n)
                  }
                  error={undefined}
                  onChange={(n) => setDetails((d) => ({ ...d, [a.attributeKey]: n }))}
                />
              ))}
              {fieldErrors.attributeRatings ? (
                <p id="review-attributes-error" className="text-sm font-semibold text-error">
                  {fieldErrors.attributeRatings}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-semibold">{t('fields.isrecommended')}</legend>
            <div className="flex gap-4">
              {(
                [
                  [true, t('yes')],
                  [false, t('no')],
                  [null, t('noAnswer')],
                ] as const
              ).map(([value, label]) => (
                <label key={String(value)} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="review-recommended"
                    checked={recommended === value}
                    onChange={() => setRecommended(value)}
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              className="mt-1"
            />
            {t('fields.contactConsent')}
          </label>
          <button
            type="submit"
            disabled={busy}
            className="rounded-shop bg-primary px-4 py-2 font-semibold text-primary-contrast disabled:opacity-60"
          >
            {t('submit')}
          </button>
        </form>
      )}
    </>
  );
}

/** A row of radio buttons 1…steps in a fieldset (stars, detail ratings). */
function Scale(props: {
  name: string;
  legend: string;
  required?: boolean;
  steps: number;
  value: number;
  label: (n: number) => string;
  symbol?: (n: number) => string;
  error: string | undefined;
  onChange: (n: number) => void;
}) {
  const errorId = `${props.name}-error`;
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={props.error ? errorId : undefined}>
      <legend className="text-sm font-semibold">
        {props.legend}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {Array.from({ length: props.steps }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            className="relative flex cursor-pointer items-center gap-1 rounded-shop border border-border px-2 py-1 has-[:checked]:border-primary has-[:focus-visible]:outline has-[:focus-visible]:outline-2"
          >
            <input
              type="radio"
              name={props.name}
              value={n}
              required={props.required}
              checked={props.value === n}
              onChange={() => props.onChange(n)}
              // the star itself is the control: the input lies over it, transparent
              className={props.symbol ? 'absolute inset-0 cursor-pointer opacity-0' : undefined}
            />
            {props.symbol ? (
              <>
                <span aria-hidden="true" className="text-xl text-highlighted">
                  {props.symbol(n)}
                </span>
                <span className="sr-only">{props.label(n)}</span>
              </>
            ) : (
              <span>{props.label(n)}</span>
            )}
          </label>
        ))}
      </div>
      {props.error ? (
        <p id={errorId} className="text-sm font-semibold text-error">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
