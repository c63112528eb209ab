'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { postOperation } from '@/lib/graphql-client';
import { formatPrice } from '@/lib/money';
import { useShop } from '@/components/shop/shop-provider';
import { Hint, SeverityLabel } from '@/components/hint/hint';

/** Redeem or remove the order's voucher code (spec S2.8: coupon codes are redeemed at checkout). */
export function VoucherForm(props: {
  voucher: { code: string; cents: number; title: string | null; conditions: string[] } | null;
  problem: string | null;
  onChanged: () => void;
}) {
  const shop = useShop();
  const t = useTranslations('checkout');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send(operation: 'redeemVoucher' | 'removeVoucher') {
    setSending(true);
    const result =
      operation === 'redeemVoucher'
        ? await postOperation(operation, { input: { code, locale: shop.locale } })
        : await postOperation(operation, { locale: shop.locale });
    setSending(false);
    setError(result.errorCode ? (result.errorMessage ?? t('saveFailed')) : null);
    if (!result.errorCode) {
      setCode('');
      props.onChanged();
    }
  }

  return (
    <section aria-labelledby="voucher-heading" className="flex flex-col gap-2">
      <h3 id="voucher-heading" className="font-bold">
        {t('voucherHeading')}
      </h3>
      {props.voucher ? (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <p role="status">
              <SeverityLabel severity="success" />
              {t('voucherApplied', {
                code: props.voucher.code,
                amount: formatPrice(props.voucher.cents, shop.money),
              })}
            </p>
            <button
              type="button"
              disabled={sending}
              onClick={() => void send('removeVoucher')}
              className="text-sm underline"
            >
              {t('voucherRemove')}
            </button>
          </div>
          {props.voucher.title ? (
            <p className="font-semibold" data-testid="voucher-title">
              {props.voucher.title}
            </p>
          ) : null}
          {props.voucher.conditions.length > 0 ? (
            <details className="text-sm">
              <summary className="cursor-pointer underline">{t('voucherConditions')}</summary>
              <div className="mt-2 flex flex-col gap-2" data-testid="voucher-conditions">
                {props.voucher.conditions.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </details>
          ) : null}
        </div>
      ) : (
        <form
          method="post"
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void send('redeemVoucher');
          }}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor="voucher-code" className="text-sm font-semibold">
              {t('voucherLabel')}
            </label>
            <input
              id="voucher-code"
              value={code}
              maxLength={30}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'voucher-error' : undefined}
              onChange={(e) => setCode(e.target.value)}
              className="rounded-shop border border-border px-3 py-2 uppercase"
            />
          </div>
          <button
            type="submit"
            disabled={sending || code.trim() === ''}
            className="rounded-shop border border-border px-4 py-2 font-semibold disabled:opacity-60"
          >
            {t('voucherRedeem')}
          </button>
        </form>
      )}
      {error || props.problem ? (
        <Hint severity="error" id="voucher-error" inline className="text-sm">
          {error ?? props.problem}
        </Hint>
      ) : null}
    </section>
  );
}
