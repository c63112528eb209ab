'use client';

import { useShopRouter } from '@/components/client/client-state-provider';
import { track } from '@/lib/analytics/track';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/form/form-field';
import { FormSubmit } from '@/components/form/form-submit';
import { ShopLink } from '@/components/layout/shop-link';
import { postOperation } from '@/lib/graphql-client';
import { RedirectNotice } from './redirect-notice';
import { useShop } from '@/components/shop/shop-provider';

/**
 * Login by e-mail address or customer number (customer-and-content S4). On success the page the
 * customer is on is rendered again with the login ('Sie werden weitergeleitet...' meanwhile), or
 * `onLoggedIn` takes over (the checkout).
 */
export function LoginForm(props: { idPrefix?: string; target?: string; onLoggedIn?: () => void }) {
  const shop = useShop();
  const t = useTranslations('account');
  const errorsT = useTranslations('accountErrors');
  const router = useShopRouter();
  const prefix = props.idPrefix ?? 'login';
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!identifier.trim()) return setError(errorsT('identifierMissing'));
    if (!password) return setError(errorsT('FORM_REQUIRED_FIELDS_MISSING'));
    setBusy(true);
    setError(null);
    const result = await postOperation('login', { input: { identifier, password, locale: shop.locale } });
    setBusy(false);
    track('authentication', {
      action: 'login',
      success: !result.errorCode,
      errorCode: result.errorCode ?? null,
    });
    if (result.errorCode) {
      setError(
        result.errorMessage && result.errorCode !== 'NETWORK'
          ? result.errorMessage
          : errorsT('DEFAULT', { phone: shop.customerServicePhone }),
      );
      return;
    }
    if (props.onLoggedIn) return props.onLoggedIn();
    setDone(true);
    if (props.target) router.push(props.target);
    router.refresh();
  }

  if (done) return <RedirectNotice href={props.target ?? '/customer'} />;
  return (
    <form method="post" onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
      <FormField
        id={`${prefix}-identifier`}
        label={t('identifier')}
        required
        value={identifier}
        autoComplete="username"
        maxLength={254}
        hint={t('customerNumberHint')}
        onChange={setIdentifier}
      />
      <FormField
        id={`${prefix}-password`}
        label={t('password')}
        required
        type="password"
        value={password}
        autoComplete="current-password"
        maxLength={128}
        onChange={setPassword}
      />
      <FormSubmit summary={error} busy={busy} label={busy ? t('loggingIn') : t('login')} />
      <p className="text-sm">
        {t('forgotPasswordHint')}{' '}
        <ShopLink href="/customer/password-reset" className="font-semibold underline">
          {t('forgotPassword')}
        </ShopLink>
      </p>
    </form>
  );
}
