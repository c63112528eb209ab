'use client';

import { useEffect } from 'react';
import { useShop } from '@/components/shop/shop-provider';
import { track } from '@/lib/analytics/track';

let sent = false;

/** The `shop` event once per page load: which shop of the family, its language, web or app. */
export function ShopContextEvent() {
  const { code, locale } = useShop();
  useEffect(() => {
    if (sent) return;
    sent = true;
    const path = window.location.pathname;
    track('shop', {
      shopCode: code,
      locale,
      runtime: 'shop',
      webview: path === '/webview' || path.startsWith('/webview/'),
    });
  }, [code, locale]);
  return null;
}
