'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { LoginForm } from '@/components/account/login-form';
import { ShopLink } from '@/components/layout/shop-link';
import { OverlayModal } from '@/components/overlay/overlay-modal';
import { useHashOverlay } from '@/components/overlay/use-hash-overlay';
import { useClientState } from '@/components/client/client-state-provider';

/**
 * The checkout's first choice (spec S2.10): log in through the authentication modal, so the
 * account's data fills the forms and the order lands in the account, or continue as a guest.
 * `ask`: the choice is due (an anonymous shopper without addresses); otherwise the checkout shows at
 * once. The page renders this component in every state, so the checkout below keeps its state (and
 * the focus) when the first step's save makes the choice unnecessary; after the choice the focus
 * moves to the open step's heading, where the button that had it is gone.
 */
export function CheckoutLoginChoice({ ask, children }: { ask: boolean; children: React.ReactNode }) {
  const t = useTranslations('account');
  const router = useRouter();
  const [guest, setGuest] = useState(false);
  const [loggedIn, setLoggedIn] = useState(false);
  const flow = useRef<HTMLDivElement>(null);
  const modal = useHashOverlay('login');
  // no customer login on an in-store display (decision 0030): it orders as a guest
  const store = useClientState().runtime === 'store';
  const showFlow = guest || !ask || store;
  useEffect(() => {
    if (showFlow && (guest || loggedIn))
      flow.current?.querySelector<HTMLElement>('[data-open-step]')?.focus();
  }, [showFlow, guest, loggedIn]);
  if (showFlow) return <div ref={flow}>{children}</div>;
  return (
    <section aria-labelledby="checkout-login-heading" className="mt-6">
      <h2 id="checkout-login-heading" className="text-xl font-bold">
        {t('loginOrGuestHeading')}
      </h2>
      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <div className="flex flex-col items-start gap-3">
          <h3 className="text-lg font-semibold">{t('customerHeading')}</h3>
          <p>{t('customerText')}</p>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={modal.show}
            className="rounded-shop bg-primary px-4 py-3 font-semibold text-primary-contrast"
          >
            {t('login')}
          </button>
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
      <OverlayModal id="login" title={t('login')} open={modal.open} onClose={modal.close}>
        <LoginForm
          idPrefix="checkout-login"
          onLoggedIn={() => {
            modal.close();
            setLoggedIn(true);
            router.refresh();
          }}
        />
        <p className="mt-4 text-sm">
          {t('registerHeading')}{' '}
          <ShopLink href="/customer/register" className="font-semibold underline">
            {t('registerLink')}
          </ShopLink>
        </p>
      </OverlayModal>
    </section>
  );
}
