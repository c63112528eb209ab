'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { postOperation } from '@/lib/graphql-client';
import { useShop } from '@/components/shop/shop-provider';
import { Hint, SeverityLabel } from '@/components/hint/hint';

const SCORES = Array.from({ length: 11 }, (_, i) => i);

/**
 * The thanks page's NPS survey (spec S2.10): 0 'definitely not recommend' to 10 'definitely
 * recommend', an optional reason; about two minutes. Answered once per order.
 */
export function OrderSurvey({ orderNumber, answered }: { orderNumber: string; answered: boolean }) {
  const shop = useShop();
  const t = useTranslations('thanks');
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [state, setState] = useState<'open' | 'sending' | 'done'>(answered ? 'done' : 'open');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (score === null) {
      setError(t('surveyChoose'));
      return;
    }
    setState('sending');
    const result = await postOperation('submitOrderSurvey', {
      input: { orderNumber, score, comment, locale: shop.locale },
    });
    if (result.errorCode && result.errorCode !== 'ORDER_SURVEY_ALREADY_ANSWERED') {
      setState('open');
      setError(
        result.errorMessage && result.errorCode !== 'NETWORK' ? result.errorMessage : t('surveyFailed'),
      );
      return;
    }
    setError(null);
    setState('done');
  }

  return (
    <section aria-labelledby="survey-heading" className="mt-10 rounded-shop border border-border p-4 md:p-6">
      <h2 id="survey-heading" className="text-xl font-bold">
        {t('surveyHeading')}
      </h2>
      {state === 'done' ? (
        <p role="status" className="mt-3 font-semibold">
          <SeverityLabel severity="success" />
          {t('surveyThanks')}
        </p>
      ) : (
        <form
          method="post"
          onSubmit={submit}
          className="mt-3 flex flex-col gap-4"
          aria-busy={state === 'sending' || undefined}
        >
          <p className="text-sm">{t('surveyDuration')}</p>
          <fieldset aria-describedby={`survey-scale${error ? ' survey-error' : ''}`}>
            <legend className="font-semibold">{t('surveyQuestion')}</legend>
            <div className="mt-2 flex flex-wrap gap-1">
              {SCORES.map((n) => (
                <label
                  key={n}
                  className={`flex h-10 w-10 cursor-pointer items-center justify-center rounded-shop border has-[:focus-visible]:outline has-[:focus-visible]:outline-[3px] ${
                    score === n ? 'border-primary bg-primary text-primary-contrast' : 'border-border'
                  }`}
                >
                  <input
                    type="radio"
                    name="nps-score"
                    value={n}
                    checked={score === n}
                    onChange={() => setScore(n)}
                    aria-label={t('surveyScore', { score: n })}
                    className="sr-only"
                  />
                  <span aria-hidden="true">{n}</span>
                </label>
              ))}
            </div>
            <p id="survey-scale" className="mt-1 flex max-w-[29rem] justify-between gap-4 text-sm text-muted">
              <span>0: {t('surveyLow')}</span>
              <span className="text-right">10: {t('surveyHigh')}</span>
            </p>
          </fieldset>
          <div className="flex flex-col gap-1">
            <label htmlFor="survey-comment" className="font-semibold">
              {t('surveyComment')}
            </label>
            <textarea
              id="survey-comment"
              rows={4}
              maxLength={2000}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              className="rounded-shop border border-border p-2"
            />
          </div>
          {error ? (
            <Hint severity="error" id="survey-error" inline>
              {error}
            </Hint>
          ) : null}
          <div>
            <button
              type="submit"
              disabled={state === 'sending'}
              className="rounded-shop bg-primary px-6 py-3 font-semibold text-primary-contrast disabled:opacity-60"
            >
              {t('surveySubmit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
