'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/form/form-field';
import { postOperation } from '@/lib/graphql-client';
import { useShop } from '@/components/shop/shop-provider';
import { SeverityLabel } from '@/components/hint/hint';

/** Asks for a reset link; the answer is the same whether an account exists or not. */
export function PasswordResetRequestForm() {
  const shop = useShop();
  const t = useTranslations('account');
  const errorsT = useTranslations('accountErrors');
  const [identifier, setIdentifier] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!identifier.trim()) return setError(errorsT('identifierMissing'));
    setBusy(true);
    setError(undefined);
    const result = await postOperation('requestPasswordReset', {
      input: { identifier, locale: shop.locale },
    });
    setBusy(false);
    if (result.errorCode) return setError(errorsT('DEFAULT', { phone: shop.customerServicePhone }));
    setSent(true);
  }

  if (sent)
    return (
      <p role="status" className="rounded-shop border border-success p-4">
        <SeverityLabel severity="success" />
        {t('passwordResetSent')}
      </p>
    );
  return (
    <form method="post" onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
      <FormField
        id="reset-identifier"
        label={t('identifier')}
        required
        value={identifier}
        autoComplete="username"
        maxLength={254}
        error={error}
        onChange={setIdentifier}
      />
      <button
        type="submit"
        aria-disabled={busy || undefined}
        className="rounded-shop bg-primary px-4 py-3 font-semibold text-primary-contrast"
      >
        {t('passwordResetSubmit')}
      </button>
    </form>
  );
}
