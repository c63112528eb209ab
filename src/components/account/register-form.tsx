'use client';

import { useShopRouter } from '@/components/client/client-state-provider';
import { track } from '@/lib/analytics/track';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/form/form-field';
import { FormSubmit } from '@/components/form/form-submit';
import { SalutationField } from '@/components/form/salutation-field';
import { useFieldErrorText } from '@/components/form/use-field-error-text';
import {
  checkRegistration,
  type RegistrationField,
  type RegistrationInput,
} from '@/lib/auth/registration-rules';
import type { Salutation } from '@/lib/checkout/address-rules';
import { postOperation } from '@/lib/graphql-client';
import { RedirectNotice } from './redirect-notice';
import { useShop } from '@/components/shop/shop-provider';

type Messages = Partial<Record<RegistrationField, string>>;

const FIELD_ORDER: RegistrationField[] = [
  'salutation',
  'firstName',
  'lastName',
  'email',
  'password',
  'birthDate',
];

/** Registration: the browser checks the shared rules first; the server checks them again. */
export function RegisterForm() {
  const shop = useShop();
  const t = useTranslations('account');
  const errorsT = useTranslations('accountErrors');
  const fieldText = useFieldErrorText();
  const router = useShopRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [input, setInput] = useState<RegistrationInput>({
    salutation: '',
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    birthDate: '',
  });
  const [messages, setMessages] = useState<Messages>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const set = (field: keyof RegistrationInput) => (value: string) =>
    setInput((v) => ({ ...v, [field]: value }));

  function show(next: Messages, text: string) {
    setMessages(next);
    setSummary(text);
    const first = FIELD_ORDER.find((f) => next[f]);
    if (first) {
      const target = formRef.current?.querySelector<HTMLInputElement>(
        first === 'salutation' ? 'input[name="register-salutation"]' : `#register-${first}`,
      );
      target?.focus();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const { errors } = checkRegistration(input);
    if (errors.length > 0) {
      const missing = errors.some((e) => e.key === 'required' || e.key === 'salutation');
      return show(
        Object.fromEntries(errors.map((e) => [e.field, fieldText(e)])),
        errorsT(missing ? 'FORM_REQUIRED_FIELDS_MISSING' : 'ACCOUNT_INPUT_INVALID'),
      );
    }
    setBusy(true);
    const result = await postOperation('register', {
      input: { ...input, birthDate: input.birthDate || null, locale: shop.locale },
    });
    setBusy(false);
    track('customer', { action: 'register', success: !result.errorCode });
    if (result.errorCode) {
      const fieldErrors = (result.errorExtensions?.fieldErrors ?? []) as {
        field: RegistrationField;
        message: string;
      }[];
      return show(
        Object.fromEntries(fieldErrors.map((e) => [e.field, e.message])),
        result.errorMessage && result.errorCode !== 'NETWORK'
          ? result.errorMessage
          : errorsT('DEFAULT', { phone: shop.customerServicePhone }),
      );
    }
    setDone(true);
    router.push('/customer');
    // the shop's frame (the app bridge's login state) is rendered again for the new customer
    router.refresh();
  }

  if (done) return <RedirectNotice href="/customer" />;
  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-4">
      <p className="text-sm">{t('requiredHint')}</p>
      <SalutationField
        name="register-salutation"
        value={input.salutation as Salutation | ''}
        error={messages.salutation}
        onChange={set('salutation')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="register-firstName"
          label={t('firstName')}
          required
          value={input.firstName}
          autoComplete="given-name"
          maxLength={40}
          error={messages.firstName}
          onChange={set('firstName')}
        />
        <FormField
          id="register-lastName"
          label={t('lastName')}
          required
          value={input.lastName}
          autoComplete="family-name"
          maxLength={40}
          error={messages.lastName}
          onChange={set('lastName')}
        />
      </div>
      <FormField
        id="register-email"
        label={t('email')}
        required
        type="email"
        inputMode="email"
        value={input.email}
        autoComplete="email"
        maxLength={254}
        error={messages.email}
        onChange={set('email')}
      />
      <FormField
        id="register-password"
        label={t('password')}
        required
        type="password"
        value={input.password}
        autoComplete="new-password"
        maxLength={128}
        hint={t('passwordHint')}
        error={messages.password}
        onChange={set('password')}
      />
      <FormField
        id="register-birthDate"
        label={t('birthDate')}
        required={false}
        type="date"
        value={input.birthDate}
        autoComplete="bday"
        error={messages.birthDate}
        onChange={set('birthDate')}
      />
      <FormSubmit summary={summary} busy={busy} label={t('registerSubmit')} />
    </form>
  );
}
