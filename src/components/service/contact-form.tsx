'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/form/form-field';
import { FormSubmit } from '@/components/form/form-submit';
import { useFieldErrorText } from '@/components/form/use-field-error-text';
import { postOperation } from '@/lib/graphql-client';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_REASONS,
  checkContact,
  missesRequired,
  type ContactField,
  type ContactInput,
} from '@/lib/service/contact-rules';
import { useShop } from '@/components/shop/shop-provider';
import { SeverityLabel } from '@/components/hint/hint';

const ORDER: ContactField[] = ['reason', 'customerNumber', 'email', 'message'];

/** The contact form of customer-and-content S2/S3: reason with its help text, customer number, message. */
export function ContactForm(props: { email: string; customerNumber: string }) {
  const shop = useShop();
  const t = useTranslations('contact');
  const te = useTranslations('accountErrors');
  const fieldText = useFieldErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const [input, setInput] = useState<ContactInput>({
    reason: '',
    customerNumber: props.customerNumber,
    email: props.email,
    message: '',
  });
  const [messages, setMessages] = useState<Partial<Record<ContactField, string>>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const set = (field: ContactField) => (value: string) => setInput((v) => ({ ...v, [field]: value }));

  function show(next: Partial<Record<ContactField, string>>, text: string) {
    setMessages(next);
    setSummary(text);
    const first = ORDER.find((f) => next[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const errors = checkContact(input);
    if (errors.length > 0)
      return show(
        Object.fromEntries(errors.map((e) => [e.field, fieldText(e)])),
        te(missesRequired(errors) ? 'FORM_REQUIRED_FIELDS_MISSING' : 'FORM_INPUT_INVALID'),
      );
    setBusy(true);
    const result = await postOperation('submitContactForm', { input: { ...input, locale: shop.locale } });
    setBusy(false);
    if (result.errorCode) {
      const fieldErrors = (result.errorExtensions?.fieldErrors ?? []) as {
        field: ContactField;
        message: string;
      }[];
      return show(
        Object.fromEntries(fieldErrors.map((e) => [e.field, e.message])),
        result.errorCode === 'FORM_INPUT_INVALID' && result.errorMessage
          ? result.errorMessage
          : te('FORM_SUBMIT_FAILED'),
      );
    }
    setSent(true);
  }

  if (sent)
    return (
      <div role="status" className="mt-4 flex flex-col gap-2 rounded-shop border border-success p-4">
        <h2 className="text-xl font-bold">
          <SeverityLabel severity="success" />
          {t('sent')}
        </h2>
        <p>{t('sentText')}</p>
      </div>
    );
  const describe = (field: ContactField, extra?: string) =>
    [extra, messages[field] ? `contact-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const error = (field: ContactField) =>
    messages[field] ? (
      <p id={`contact-${field}-error`} className="text-sm font-semibold text-error">
        {messages[field]}
      </p>
    ) : null;
  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={submit}
      noValidate
      className="mt-4 flex max-w-xl flex-col gap-4"
    >
      <p className="text-sm">{t('requiredHint')}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor="contact-reason" className="text-sm font-semibold">
          {t('reason')}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id="contact-reason"
          value={input.reason}
          required
          aria-invalid={messages.reason ? true : undefined}
          aria-describedby={describe('reason', input.reason ? 'contact-reason-help' : undefined)}
          onChange={(e) => set('reason')(e.target.value)}
          className={`rounded-shop border bg-surface px-3 py-2 ${messages.reason ? 'border-error' : 'border-border'}`}
        >
          <option value="">{t('reasonPlaceholder')}</option>
          {CONTACT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`reasons.${reason}`)}
            </option>
          ))}
        </select>
        {input.reason ? (
          <p
            id="contact-reason-help"
            className="rounded-shop bg-surface-muted p-3 text-sm"
            data-testid="reason-help"
          >
            {t(`help.${input.reason}` as never)}
          </p>
        ) : null}
        {error('reason')}
      </div>
      <FormField
        id="contact-customerNumber"
        label={t('customerNumber')}
        required={false}
        inputMode="numeric"
        maxLength={8}
        value={input.customerNumber}
        error={messages.customerNumber}
        onChange={set('customerNumber')}
      />
      <FormField
        id="contact-email"
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
      <div className="flex flex-col gap-1">
        <label htmlFor="contact-message" className="text-sm font-semibold">
          {t('message')}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          id="contact-message"
          rows={6}
          required
          maxLength={CONTACT_MESSAGE_MAX}
          value={input.message}
          aria-invalid={messages.message ? true : undefined}
          aria-describedby={describe('message')}
          onChange={(e) => set('message')(e.target.value)}
          className={`rounded-shop border px-3 py-2 ${messages.message ? 'border-error' : 'border-border'}`}
        />
        {error('message')}
      </div>
      <FormSubmit summary={summary} busy={busy} label={t('submit')} />
      <p className="text-sm">{t('phoneHint', { phone: shop.customerServicePhone })}</p>
    </form>
  );
}
