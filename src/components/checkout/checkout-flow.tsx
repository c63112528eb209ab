'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import { basketValuesFor } from '@/lib/basket/basket-values';
import type { Address } from '@/lib/checkout/address-rules';
import { formatPrice } from '@/lib/money';
import { track } from '@/lib/analytics/track';
import { AddressStep } from './address-step';
import type { CheckoutData } from './checkout-data';
import { ChoiceStep } from './choice-step';
import { ReviewStep } from './review-step';
import { useShop } from '@/components/shop/shop-provider';

const STEPS = ['addresses', 'delivery', 'payment', 'review'] as const;
type Step = (typeof STEPS)[number];

function firstOpenStep(data: CheckoutData): Step {
  if (data.missing.includes('addresses')) return 'addresses';
  if (data.missing.includes('payment')) return 'delivery';
  return 'review';
}

function AddressLines({ address }: { address: Address }) {
  const t = useTranslations('checkout');
  const countries = useTranslations('countries');
  const { country } = useShop();
  return (
    <>
      {t(`salutation_${address.salutation || 'd'}`)} {address.firstName} {address.lastName}
      <br />
      {address.street} {address.houseNumber}
      {address.additional ? `, ${address.additional}` : ''}
      <br />
      {address.zipCode} {address.city}, {t('countryFixed', { country: countries(country) })}
    </>
  );
}

/**
 * The checkout's steps on one page: the open step shows its form, finished steps their summary
 * with 'Ändern', later steps their heading only. Each step saves on the server (so a reload loses
 * nothing) and the page then renders again with the checkout the server has now.
 */
export function CheckoutFlow({ data }: { data: CheckoutData }) {
  const shop = useShop();
  const t = useTranslations('checkout');
  const router = useRouter();
  const [open, setOpen] = useState<Step>(() => firstOpenStep(data));
  const [refreshing, startRefresh] = useTransition();
  const headings = useRef<Partial<Record<Step, HTMLHeadingElement | null>>>({});
  const moved = useRef(false);

  const stepNumber = STEPS.indexOf(open) + 1;
  useEffect(() => {
    if (data.items.length === 0) return;
    track('ecom', {
      action: 'checkout',
      step: stepNumber,
      currency: shop.money.currency,
      products: data.items.map((item) => ({
        // the product id, as the other events name products (the article number is id + promotion)
        id: item.displayNumber.slice(0, 6),
        name: item.name,
        quantity: item.quantity,
        price: item.lineCents / item.quantity / 100,
      })),
    });
    // once per step reached, not again when the checkout's data refresh
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepNumber]);

  useEffect(() => {
    // after a step is done, the next step's heading takes the focus (not on the first render)
    if (moved.current) headings.current[open]?.focus();
  }, [open]);

  const refresh = () => startRefresh(() => router.refresh());
  const goTo = (step: Step) => {
    moved.current = true;
    setOpen(step);
  };
  const done = (step: Step) => () => {
    refresh();
    goTo(STEPS[STEPS.indexOf(step) + 1] ?? 'review');
  };
  const reached = (step: Step) => STEPS.indexOf(step) <= STEPS.indexOf(firstOpenStep(data));
  const label: Record<Step, string> = {
    addresses: t('stepAddresses'),
    delivery: t('stepDelivery'),
    payment: t('stepPayment'),
    review: t('stepReview'),
  };
  const summary: Record<Exclude<Step, 'review'>, React.ReactNode> = {
    addresses: data.billingAddress ? (
      <div className="grid gap-4 text-sm sm:grid-cols-2">
        <p>
          <span className="font-semibold">{t('billTo')}</span>
          <br />
          <AddressLines address={data.billingAddress} />
          <br />
          {data.email}
        </p>
        <p>
          <span className="font-semibold">{t('deliverTo')}</span>
          <br />
          {data.deliveryAddress ? <AddressLines address={data.deliveryAddress} /> : t('sameAddress')}
        </p>
      </div>
    ) : null,
    delivery: <p className="text-sm">{t(`delivery_${data.deliveryMethod}`)}</p>,
    payment: data.paymentMethod ? <p className="text-sm">{t(`payment_${data.paymentMethod}`)}</p> : null,
  };

  return (
    <ol className="mt-6 flex flex-col gap-4" aria-busy={refreshing || undefined}>
      {STEPS.map((step, index) => {
        const isOpen = open === step;
        const canChange =
          !isOpen && step !== 'review' && (reached(step) || STEPS.indexOf(step) < STEPS.indexOf(open));
        return (
          <li
            key={step}
            className="rounded-shop border border-border p-4 md:p-6"
            data-testid={`checkout-step-${step}`}
          >
            <div className="flex items-center justify-between gap-4">
              <h2
                ref={(el) => {
                  headings.current[step] = el;
                }}
                tabIndex={-1}
                data-open-step={isOpen || undefined}
                className={`text-xl font-bold ${isOpen ? '' : 'text-muted'}`}
              >
                <span className="sr-only">{t('stepOf', { step: index + 1, steps: STEPS.length })}: </span>
                <span aria-hidden="true">{index + 1}. </span>
                {label[step]}
              </h2>
              {canChange ? (
                <button
                  type="button"
                  onClick={() => goTo(step)}
                  aria-label={t('changeStep', { step: label[step] })}
                  className="text-sm underline"
                >
                  {t('change')}
                </button>
              ) : null}
            </div>
            {isOpen ? (
              <div className="mt-4">
                {step === 'addresses' ? <AddressStep data={data} onDone={done('addresses')} /> : null}
                {step === 'delivery' ? (
                  <ChoiceStep
                    kind="delivery"
                    legend={label.delivery}
                    choices={data.deliveryChoices}
                    current={data.deliveryMethod}
                    note={
                      data.hasFreight
                        ? t('freightNote', {
                            price: formatPrice(basketValuesFor(shop.money.currency).freightCents, shop.money),
                          })
                        : undefined
                    }
                    onDone={done('delivery')}
                  />
                ) : null}
                {step === 'payment' ? (
                  <ChoiceStep
                    kind="payment"
                    legend={label.payment}
                    choices={data.paymentChoices}
                    current={data.paymentMethod}
                    note={t('noCardData')}
                    onDone={done('payment')}
                  />
                ) : null}
                {step === 'review' ? (
                  <ReviewStep data={data} refreshing={refreshing} onChanged={refresh} />
                ) : null}
              </div>
            ) : step !== 'review' && STEPS.indexOf(step) < STEPS.indexOf(open) ? (
              <div className="mt-3">{summary[step]}</div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
