'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  checkAddress,
  checkEmail,
  emptyAddress,
  normaliseAddress,
  type Address,
  type FieldError,
  withFieldName,
} from '@/lib/checkout/address-rules';
import { postOperation } from '@/lib/graphql-client';
import { FormField } from '@/components/form/form-field';
import { AddressFields, type FieldMessages } from './address-fields';
import type { CheckoutData } from './checkout-data';
import { useShop } from '@/components/shop/shop-provider';
import { Hint } from '@/components/hint/hint';

type Part = 'contact' | 'billing' | 'delivery';
type Messages = Record<Part, FieldMessages>;
const NO_MESSAGES: Messages = { contact: {}, billing: {}, delivery: {} };

/** Step 1: contact e-mail, billing address and, when different, the delivery address. */
export function AddressStep({ data, onDone }: { data: CheckoutData; onDone: () => void }) {
  const shop = useShop();
  const t = useTranslations('checkout');
  const te = useTranslations('addressErrors');
  const names = useTranslations('addressFieldNames') as unknown as (key: string) => string;
  const [email, setEmail] = useState(data.email);
  const [billing, setBilling] = useState<Address>(data.billingAddress ?? emptyAddress());
  const [sameAddress, setSameAddress] = useState(data.deliveryAddress === null);
  const [delivery, setDelivery] = useState<Address>(data.deliveryAddress ?? emptyAddress());
  const [messages, setMessages] = useState<Messages>(NO_MESSAGES);
  const [summary, setSummary] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  function show(errors: (FieldError & { address: Part })[], text: string) {
    const next: Messages = { contact: {}, billing: {}, delivery: {} };
    for (const e of errors) next[e.address][e.field] ??= te(e.key, withFieldName(e.values, names));
    setMessages(next);
    setSummary(text);
    // move the focus to the first field to fix, in the form's order
    const first = errors[0];
    if (first) {
      const id = first.field === 'email' ? 'contact-email' : `${first.address}-${first.field}`;
      requestAnimationFrame(() =>
        (
          document.getElementById(id) ??
          document.querySelector<HTMLInputElement>(`input[name="${first.address}-salutation"]`)
        )?.focus(),
      );
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const billingAddress = normaliseAddress(billing);
    const deliveryAddress = sameAddress ? null : normaliseAddress(delivery);
    const errors = [
      ...checkEmail(email).map((e) => ({ ...e, address: 'contact' as const })),
      ...checkAddress(billingAddress, shop.postcode).map((e) => ({ ...e, address: 'billing' as const })),
      ...(deliveryAddress
        ? checkAddress(deliveryAddress, shop.postcode).map((e) => ({ ...e, address: 'delivery' as const }))
        : []),
    ];
    if (errors.length > 0) {
      const missing = errors.some((e) => e.key === 'required' || e.key === 'salutation');
      show(errors, missing ? t('errorRequired') : t('errorCheck'));
      return;
    }
    setSending(true);
    const result = await postOperation<{ setCheckoutAddresses: unknown }>('setCheckoutAddresses', {
      input: { email, billingAddress, deliveryAddress, locale: shop.locale },
    });
    setSending(false);
    if (result.errorCode) {
      const fieldErrors = (result.errorExtensions?.fieldErrors ?? []) as {
        address: Part;
        field: FieldError['field'];
        message: string;
      }[];
      const next: Messages = { contact: {}, billing: {}, delivery: {} };
      for (const e of fieldErrors) next[e.address][e.field] ??= e.message;
      setMessages(next);
      setSummary(result.errorMessage ?? t('saveFailed'));
      return;
    }
    setMessages(NO_MESSAGES);
    setSummary(null);
    onDone();
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-6"
      aria-busy={sending || undefined}
    >
      <p className="text-sm">{t('guestHint')}</p>
      <p className="text-sm text-muted">{t('requiredHint')}</p>
      {summary ? (
        <Hint severity="error" className="font-semibold">
          {summary}
        </Hint>
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold">{t('contactHeading')}</legend>
        <FormField
          id="contact-email"
          label={t('email')}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          error={messages.contact.email}
          onChange={setEmail}
          className="sm:col-span-2"
        />
      </fieldset>
      <AddressFields
        idPrefix="billing"
        legend={t('billingHeading')}
        value={billing}
        errors={messages.billing}
        onChange={setBilling}
      />
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={sameAddress} onChange={(e) => setSameAddress(e.target.checked)} />
        {t('sameAddress')}
      </label>
      {sameAddress ? null : (
        <AddressFields
          idPrefix="delivery"
          legend={t('deliveryHeading')}
          value={delivery}
          errors={messages.delivery}
          onChange={setDelivery}
        />
      )}
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
