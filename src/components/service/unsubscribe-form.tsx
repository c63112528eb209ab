'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/form/form-field';
import { useFieldErrorText } from '@/components/form/use-field-error-text';
import { checkEmail } from '@/lib/checkout/address-rules';
import { postOperation } from '@/lib/graphql-client';
import { useShop } from '@/components/shop/shop-provider';
import { AlertRegion, SeverityLabel } from '@/components/hint/hint';

/** Unsubscribes an address from the newsletter. */
export function UnsubscribeForm() {
  const shop = useShop();
  const t = useTranslations('newsletter');
  const te = useTranslations('accountErrors');
  const fieldText = useFieldErrorText();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = checkEmail(email)[0];
    if (problem) return setError(fieldText(problem));
    setBusy(true);
    setError(undefined);
    const result = await postOperation('unsubscribeNewsletter', { input: { email, locale: shop.locale } });
    setBusy(false);
    if (result.errorCode) return setFailed(true);
    setDone(true);
  }

  if (done)
    return (
      <p role="status" className="mt-4 rounded-shop border border-success p-4">
        <SeverityLabel severity="success" />
        {t('unsubscribed')}
      </p>
    );
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 flex max-w-md flex-col gap-4">
      <FormField
        id="unsubscribe-email"
        label={t('email')}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        error={error}
        onChange={setEmail}
      />
      <AlertRegion
        as="div"
        message={failed ? te('NEWSLETTER_UNSUBSCRIBE_FAILED', { phone: shop.customerServicePhone }) : null}
      />
      <button
        type="submit"
        aria-disabled={busy || undefined}
        className="rounded-shop bg-primary px-4 py-3 font-semibold text-primary-contrast"
      >
        {t('unsubscribeSubmit')}
      </button>
    </form>
  );
}
