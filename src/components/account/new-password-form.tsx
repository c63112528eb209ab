'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/form/form-field';
import { useFieldErrorText } from '@/components/form/use-field-error-text';
import { ShopLink } from '@/components/layout/shop-link';
import { checkPassword } from '@/lib/auth/registration-rules';
import { postOperation } from '@/lib/graphql-client';
import { useShop } from '@/components/shop/shop-provider';
import { SeverityLabel } from '@/components/hint/hint';

/** The new password of a reset link; a spent link shows the spec's error text. */
export function NewPasswordForm({ token }: { token: string }) {
  const shop = useShop();
  const t = useTranslations('account');
  const fieldText = useFieldErrorText();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [linkError, setLinkError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = checkPassword(password);
    if (problem) return setError(fieldText(problem));
    setBusy(true);
    setError(undefined);
    const result = await postOperation('resetPassword', { input: { token, password, locale: shop.locale } });
    setBusy(false);
    if (result.errorCode === 'ACCOUNT_INPUT_INVALID') return setError(result.errorMessage);
    if (result.errorCode) return setLinkError(result.errorMessage ?? '');
    setDone(true);
  }

  if (done || linkError !== null)
    return (
      <div role="status" className="flex flex-col items-start gap-3">
        {linkError !== null ? (
          <>
            <h2 className="text-xl font-bold">
              <SeverityLabel severity="error" />
              {t('passwordResetErrorHeadline')}
            </h2>
            <p>{linkError}</p>
          </>
        ) : (
          <p>
            <SeverityLabel severity="success" />
            {t('passwordResetDone')}
          </p>
        )}
        <ShopLink
          href={linkError !== null ? '/customer/password-reset' : '/customer'}
          className="font-semibold underline"
        >
          {linkError !== null ? t('passwordResetSubmit') : t('toLogin')}
        </ShopLink>
      </div>
    );
  return (
    <form method="post" onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
      <FormField
        id="reset-password"
        label={t('newPassword')}
        required
        type="password"
        value={password}
        autoComplete="new-password"
        maxLength={128}
        hint={t('passwordHint')}
        error={error}
        onChange={setPassword}
      />
      <button
        type="submit"
        aria-disabled={busy || undefined}
        className="rounded-shop bg-primary px-4 py-3 font-semibold text-primary-contrast"
      >
        {t('newPasswordSubmit')}
      </button>
    </form>
  );
}
