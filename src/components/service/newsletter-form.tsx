'use client';

import { track } from '@/lib/analytics/track';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/form/form-field';
import { FormSubmit } from '@/components/form/form-submit';
import { useFieldErrorText } from '@/components/form/use-field-error-text';
import { ShopLink } from '@/components/layout/shop-link';
import { SalutationField } from '@/components/form/salutation-field';
import type { Salutation } from '@/lib/checkout/address-rules';
import { postOperation } from '@/lib/graphql-client';
import { missesRequired } from '@/lib/service/contact-rules';
import { checkNewsletter, type NewsletterInput } from '@/lib/service/newsletter-rules';
import { useShop } from '@/components/shop/shop-provider';
import { SeverityLabel } from '@/components/hint/hint';

type Field = keyof NewsletterInput;

/**
 * The newsletter form: subscribe (with e-mail, double opt-in) or, for a logged-in subscriber, update
 * the data. Salutation and names are optional; the birth date proves the minimum age of 18.
 */
export function NewsletterForm(props: { mode: 'subscribe' | 'update'; initial?: Partial<NewsletterInput> }) {
  const shop = useShop();
  const t = useTranslations('newsletter');
  const te = useTranslations('accountErrors');
  const fieldText = useFieldErrorText();
  const [input, setInput] = useState<NewsletterInput>({
    salutation: '',
    firstName: '',
    lastName: '',
    email: '',
    birthDate: '',
    ...props.initial,
  });
  const [messages, setMessages] = useState<Partial<Record<Field, string>>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const set = (field: Field) => (value: string) => setInput((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const errors = checkNewsletter(input);
    if (errors.length > 0) {
      setMessages(Object.fromEntries(errors.map((e) => [e.field, fieldText(e)])));
      setSummary(te(missesRequired(errors) ? 'FORM_REQUIRED_FIELDS_MISSING' : 'FORM_INPUT_INVALID'));
      document.getElementById(`newsletter-${errors[0]!.field}`)?.focus();
      return;
    }
    setBusy(true);
    const { email, ...data } = input;
    const result =
      props.mode === 'subscribe'
        ? await postOperation('subscribeNewsletter', { input: { ...input, locale: shop.locale } })
        : await postOperation('updateNewsletterData', { input: { ...data, locale: shop.locale } });
    void email;
    setBusy(false);
    if (props.mode === 'subscribe') track('newsletter', { action: 'subscribe', success: !result.errorCode });
    if (result.errorCode) {
      const fieldErrors = (result.errorExtensions?.fieldErrors ?? []) as { field: Field; message: string }[];
      setMessages(Object.fromEntries(fieldErrors.map((e) => [e.field, e.message])));
      setSummary(
        result.errorMessage && result.errorCode !== 'NETWORK'
          ? result.errorMessage
          : te(props.mode === 'subscribe' ? 'NEWSLETTER_SUBSCRIBE_FAILED' : 'NEWSLETTER_UPDATE_DATA_FAILED'),
      );
      return;
    }
    setDone(true);
  }

  if (done)
    return (
      <p role="status" className="mt-4 rounded-shop border border-success p-4">
        <SeverityLabel severity="success" />
        {props.mode === 'subscribe' ? t('checkMail') : te('NEWSLETTER_DATA_UPDATED')}
      </p>
    );
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex max-w-xl flex-col gap-4">
      <SalutationField
        name="newsletter-salutation"
        value={input.salutation as Salutation | ''}
        legend={t('salutationOptional')}
        required={false}
        onChange={set('salutation')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="newsletter-firstName"
          label={t('firstName')}
          required={false}
          autoComplete="given-name"
          maxLength={40}
          value={input.firstName}
          error={messages.firstName}
          onChange={set('firstName')}
        />
        <FormField
          id="newsletter-lastName"
          label={t('lastName')}
          required={false}
          autoComplete="family-name"
          maxLength={40}
          value={input.lastName}
          error={messages.lastName}
          onChange={set('lastName')}
        />
      </div>
      {props.mode === 'subscribe' ? (
        <FormField
          id="newsletter-email"
          label={t('email')}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          value={input.email}
          error={messages.email}
          onChange={set('email')}
        />
      ) : null}
      <FormField
        id="newsletter-birthDate"
        label={t('birthDate')}
        required
        type="date"
        autoComplete="bday"
        hint={t('birthDateHint')}
        value={input.birthDate}
        error={messages.birthDate}
        onChange={set('birthDate')}
      />
      <p className="text-sm">
        {t('privacy')}{' '}
        <ShopLink href="/content/datenschutzhinweise" className="underline">
          {t('privacyLink')}
        </ShopLink>
      </p>
      <FormSubmit
        summary={summary}
        busy={busy}
        label={props.mode === 'subscribe' ? t('submit') : t('updateSubmit')}
      />
    </form>
  );
}
