'use client';

import { useEffect, useRef } from 'react';
import { useConsent } from '@/components/consent/consent-provider';
import { track } from '@/lib/analytics/track';
import { listenToApp, nativePlatform, sendToApp } from '@/lib/app-bridge/app-bridge';

const OPENED_KEY = 'shop:app-opened';

/**
 * The page's side of the app bridge inside the app (mounted on /webview pages only): takes the
 * consent the shopper gave in the app's settings, tells the app the consent chosen on the page, and
 * reports the app's first page of a session (nativeUser appOpen).
 */
export function AppBridgeHost() {
  const { groups, decided, choose } = useConsent();
  const sentGroups = useRef<string | null>(null);

  useEffect(() => {
    const platform = nativePlatform();
    if (platform && !sessionStorage.getItem(OPENED_KEY)) {
      sessionStorage.setItem(OPENED_KEY, '1');
      track('nativeUser', { action: 'appOpen', platform });
    }
    return listenToApp((message) => {
      choose(message.payload.consentGroups);
      if (platform) track('nativeUser', { action: 'settingsChanged', platform });
    });
  }, [choose]);

  useEffect(() => {
    if (!decided) return;
    const consentGroups = [...groups].sort();
    const key = consentGroups.join(' ');
    if (sentGroups.current === key) return;
    sentGroups.current = key;
    sendToApp({ type: 'settings', payload: { consentGroups } });
  }, [groups, decided]);

  return null;
}
