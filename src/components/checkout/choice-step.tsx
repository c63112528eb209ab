'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { postOperation } from '@/lib/graphql-client';
import { formatPrice } from '@/lib/money';
import { useShop } from '@/components/shop/shop-provider';
import { Hint } from '@/components/hint/hint';

/** Step 2 and 3: one choice of delivery or payment methods, saved with 'Weiter'. */
export function ChoiceStep<M extends string>(props: {
  kind: 'delivery' | 'payment';
  legend: string;
  choices: { method: M; price: number; available: boolean }[];
  current: M | null;
  note?: string;
  onDone: () => void;
}) {
  const shop = useShop();
  const t = useTranslations('checkout');
  const firstAvailable = props.choices.find((c) => c.available)?.method ?? null;
  const [chosen, setChosen] = useState<M | null>(
    props.current ?? (props.kind === 'delivery' ? firstAvailable : null),
  );
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setError(t('choosePayment'));
      return;
    }
    setSending(true);
    const result =
      props.kind === 'delivery'
        ? await postOperation('setCheckoutDelivery', {
            input: { deliveryMethod: chosen, locale: shop.locale },
          })
        : await postOperation('setCheckoutPayment', {
            input: { paymentMethod: chosen, locale: shop.locale },
          });
    setSending(false);
    if (result.errorCode) {
      setError(result.errorMessage ?? t('saveFailed'));
      return;
    }
    setError(null);
    props.onDone();
  }

  return (
    <form method="post" onSubmit={submit} className="flex flex-col gap-4" aria-busy={sending || undefined}>
      <fieldset aria-describedby={error ? `${props.kind}-error` : undefined}>
        <legend className="sr-only">{props.legend}</legend>
        <ul className="flex flex-col gap-3">
          {props.choices.map(({ method, price, available }) => {
            const id = `${props.kind}-${method}`;
            // the message keys are delivery_<method> and payment_<method> with their _text
            const key = `${props.kind}_${method}` as 'payment_invoice';
            return (
              <li key={method}>
                <label
                  htmlFor={id}
                  className={`flex gap-3 rounded-shop border p-4 ${
                    chosen === method ? 'border-primary' : 'border-border'
                  } ${available ? 'cursor-pointer' : 'opacity-60'}`}
                >
                  <input
                    id={id}
                    type="radio"
                    name={props.kind}
                    value={method}
                    checked={chosen === method}
                    disabled={!available}
                    onChange={() => setChosen(method)}
                    className="mt-1"
                  />
                  <span className="flex flex-1 flex-col gap-1">
                    <span className="flex justify-between gap-4 font-semibold">
                      <span>{t(key)}</span>
                      <span>
                        {price > 0 ? t('surcharge', { price: formatPrice(price, shop.money) }) : t('free')}
                      </span>
                    </span>
                    <span className="text-sm">{t(`${key}_text`)}</span>
                    {available ? null : <span className="text-sm font-semibold">{t('notWithFreight')}</span>}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {props.note ? <p className="text-sm">{props.note}</p> : null}
      {error ? (
        <Hint severity="error" id={`${props.kind}-error`} inline>
          {error}
        </Hint>
      ) : null}
      <div>
        <button
          type="submit"
          disabled={sending}
          className="rounded-shop bg-primary px-6 py-3 font-semibold text-primary-contrast disabled:opacity-60"
        >
          {sending ? t('saving') : t('continue')}
        </button>
      </div>
    </form>
  );
}
