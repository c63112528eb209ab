'use client';

import { useEffect } from 'react';
import { useShop } from '@/components/shop/shop-provider';
import { useClientState } from '@/components/client/client-state-provider';
import { track } from '@/lib/analytics/track';

let sent = false;

/** The `shop` event once per page load: which shop of the family, its language, web or app. */
export function ShopContextEvent() {
  const { code, locale } = useShop();
  const { runtime, webview } = useClientState();
  useEffect(() => {
    if (sent) return;
    sent = true;
    track('shop', { shopCode: code, locale, runtime, webview });
  }, [code, locale, runtime, webview]);
  return null;
}
