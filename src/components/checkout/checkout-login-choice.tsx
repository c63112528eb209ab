'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoginForm } from '@/components/account/login-form';

/**
 * The checkout's first choice (spec S2.10): log in, so the account's data fills the forms and the
 * order lands in the account, or continue as a guest. The steps follow either way.
 */
export function CheckoutLoginChoice({ children }: { children: React.ReactNode }) {
  const t = useTranslations('account');
  const router = useRouter();
  const [guest, setGuest] = useState(false);
  if (guest) return <>{children}</>;
  return (
    <section aria-labelledby="checkout-login-heading" className="mt-6">
      <h2 id="checkout-login-heading" className="text-xl font-bold">
        {t('loginOrGuestHeading')}
      </h2>
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <div>
          <h3 className="mb-3 text-lg font-semibold">{t('login')}</h3>
          <LoginForm idPrefix="checkout-login" onLoggedIn={() => router.refresh()} />
        </div>
        <div className="flex flex-col items-start gap-3">
          <h3 className="text-lg font-semibold">{t('guestHeading')}</h3>
          <p>{t('guestText')}</p>
          <button
            type="button"
            onClick={() => setGuest(true)}
            className="rounded-shop border border-primary px-4 py-3 font-semibold text-primary"
          >
            {t('continueAsGuest')}
          </button>
        </div>
      </div>
    </section>
  );
}
