'use client';

import { useEffect, useRef } from 'react';
import { track } from '@/lib/analytics/track';
import { nativePlatform, sendToApp } from '@/lib/app-bridge/app-bridge';

/**
 * Tells the app who is logged in (userInfo), on the app's first page and whenever that changes (a
 * login or logout refreshes the layout that renders this). A change is also a nativeUser event.
 */
export function AppUserInfo(props: { loggedIn: boolean; customerNumber: string | null }) {
  const previous = useRef<boolean | null>(null);
  useEffect(() => {
    sendToApp({
      type: 'userInfo',
      payload: { loggedIn: props.loggedIn, customerNumber: props.customerNumber },
    });
    const platform = nativePlatform();
    if (platform && previous.current !== null && previous.current !== props.loggedIn)
      track('nativeUser', { action: props.loggedIn ? 'login' : 'logout', platform });
    previous.current = props.loggedIn;
  }, [props.loggedIn, props.customerNumber]);
  return null;
}
