'use client';

import { useEffect } from 'react';
import { sendToApp } from '@/lib/app-bridge/app-bridge';

/** Tells the app an order was placed (purchaseCompleted), once per order even when the page reloads. */
export function AppPurchaseCompleted(props: { orderNumber: string; value: number; currency: string }) {
  useEffect(() => {
    const key = `shop:app-purchase:${props.orderNumber}`;
    if (sessionStorage.getItem(key)) return;
    if (sendToApp({ type: 'purchaseCompleted', payload: props })) sessionStorage.setItem(key, '1');
  }, [props]);
  return null;
}
