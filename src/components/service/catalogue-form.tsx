'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { AddressFields, type FieldMessages } from '@/components/checkout/address-fields';
import { FormField } from '@/components/form/form-field';
import { FormSubmit } from '@/components/form/form-submit';
import { useFieldErrorText } from '@/components/form/use-field-error-text';
import { emptyAddress, normaliseAddress, type Address } from '@/lib/checkout/address-rules';
import { postOperation } from '@/lib/graphql-client';
import { CATALOGUES, checkCatalogueOrder } from '@/lib/service/catalogue-rules';
import { missesRequired } from '@/lib/service/contact-rules';
import { useShop } from '@/components/shop/shop-provider';
import { SeverityLabel } from '@/components/hint/hint';

/** The catalogue order form: the delivery address (customer-and-content S5) and the catalogues. */
export function CatalogueForm() {
  const shop = useShop();
  const t = useTranslations('catalogue');
  const te = useTranslations('accountErrors');
  const fieldText = useFieldErrorText();
  const [address, setAddress] = useState<Address>(emptyAddress());
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [messages, setMessages] = useState<FieldMessages & { catalogues?: string }>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  function show(next: typeof messages, text: string) {
    setMessages(next);
    setSummary(text);
    const first = Object.keys(next)[0];
    if (first)
      requestAnimationFrame(() =>
        (
          document.getElementById(
            first === 'catalogues'
              ? `catalogue-${CATALOGUES[0]}`
              : first === 'email'
                ? 'catalogue-email'
                : `catalogue-${first}`,
          ) ?? document.querySelector<HTMLInputElement>('input[name="catalogue-salutation"]')
        )?.focus(),
      );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const normalised = normaliseAddress(address);
    const errors = checkCatalogueOrder({ address: normalised, email, catalogues: chosen }, shop.postcode);
    if (errors.length > 0) {
      const next: Record<string, string> = {};
      for (const e of errors) next[e.field] ??= fieldText(e);
      return show(next, te(missesRequired(errors) ? 'FORM_REQUIRED_FIELDS_MISSING' : 'FORM_INPUT_INVALID'));
    }
    setBusy(true);
    const result = await postOperation('orderCatalogue', {
      input: { address: normalised, email: email || null, catalogues: chosen, locale: shop.locale },
    });
    setBusy(false);
    if (result.errorCode) {
      const fieldErrors = (result.errorExtensions?.fieldErrors ?? []) as { field: string; message: string }[];
      return show(
        Object.fromEntries(fieldErrors.map((e) => [e.field, e.message])),
        result.errorCode === 'FORM_INPUT_INVALID' && result.errorMessage
          ? result.errorMessage
          : te('FORM_SUBMIT_FAILED'),
      );
    }
    setDone(true);
  }

  if (done)
    return (
      <p role="status" className="mt-4 rounded-shop border border-success p-4">
        <SeverityLabel severity="success" />
        {t('done')}
      </p>
    );
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex max-w-2xl flex-col gap-6">
      <fieldset aria-describedby={messages.catalogues ? 'catalogues-error' : undefined}>
        <legend className="text-lg font-bold">
          {t('choose')}
          <span aria-hidden="true"> *</span>
        </legend>
        <div className="mt-2 flex flex-col gap-2">
          {CATALOGUES.map((c) => (
            <label key={c} className="flex items-center gap-2">
              <input
                id={`catalogue-${c}`}
                type="checkbox"
                checked={chosen.includes(c)}
                onChange={(e) =>
                  setChosen((list) => (e.target.checked ? [...list, c] : list.filter((x) => x !== c)))
                }
              />
              {t(`catalogues.${c}`)}
            </label>
          ))}
        </div>
        {messages.catalogues ? (
          <p id="catalogues-error" className="mt-1 text-sm font-semibold text-error">
            {messages.catalogues}
          </p>
        ) : null}
      </fieldset>
      <AddressFields
        idPrefix="catalogue"
        legend={t('address')}
        value={address}
        errors={messages}
        onChange={setAddress}
      />
      <FormField
        id="catalogue-email"
        label={t('email')}
        required={false}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        error={messages.email}
        onChange={setEmail}
      />
      <FormSubmit summary={summary} busy={busy} label={t('submit')} />
    </form>
  );
}
