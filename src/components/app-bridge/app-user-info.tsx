'use client';

import { useEffect, useRef } from 'react';
import { useShop } from '@/components/shop/shop-provider';
import { track } from '@/lib/analytics/track';
import { nativePlatform, sendToApp } from '@/lib/app-bridge/app-bridge';
import { COOKIES_CHANGED_EVENT, postOperation } from '@/lib/graphql-client';

/** Answers after which the login state may have changed. */
const LOGIN_CHANGES = new Set(['login', 'logout', 'register', 'resetPassword', 'requestAccountDeletion']);

/**
 * Tells the app who is logged in (userInfo): on the app's first page and after every login,
 * logout or registration. Asked from the browser, so the app's pages themselves are the same for
 * everyone and can be shared from the page cache. A change is also a nativeUser event.
 */
export function AppUserInfo() {
  const { locale } = useShop();
  const previous = useRef<boolean | null>(null);
  useEffect(() => {
    let latest = 0;
    const report = async () => {
      const asked = ++latest;
      const answer = await postOperation<{ customer: { customerNumber: string } | null }>('customer', {
        locale,
      });
      // an anonymous visitor is answered UNAUTHENTICATED; only a network failure leaves it unknown
      if (asked !== latest || answer.errorCode === 'NETWORK') return;
      const customerNumber = answer.data?.customer?.customerNumber ?? null;
      const loggedIn = customerNumber !== null;
      sendToApp({ type: 'userInfo', payload: { loggedIn, customerNumber } });
      const platform = nativePlatform();
      if (platform && previous.current !== null && previous.current !== loggedIn)
        track('nativeUser', { action: loggedIn ? 'login' : 'logout', platform });
      previous.current = loggedIn;
    };
    const onAnswer = (event: Event) => {
      const name = (event as CustomEvent<{ operationName?: string }>).detail?.operationName;
      if (name && LOGIN_CHANGES.has(name)) void report();
    };
    void report();
    window.addEventListener(COOKIES_CHANGED_EVENT, onAnswer);
    return () => window.removeEventListener(COOKIES_CHANGED_EVENT, onAnswer);
  }, [locale]);
  return null;
}
