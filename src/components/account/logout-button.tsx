'use client';

import { useShopRouter } from '@/components/client/client-state-provider';
import { track } from '@/lib/analytics/track';
import { useState } from 'react';
import { postOperation } from '@/lib/graphql-client';
import { useShop } from '@/components/shop/shop-provider';

/** Ends the login; the account page then shows the login prompt again. */
export function LogoutButton({ label, className }: { label: string; className?: string }) {
  const shop = useShop();
  const router = useShopRouter();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      aria-disabled={busy || undefined}
      className={className}
      onClick={async () => {
        if (busy) return;
        setBusy(true);
        await postOperation('logout', { locale: shop.locale });
        track('authentication', { action: 'logout', success: true, errorCode: null });
        router.push('/customer');
        router.refresh();
      }}
    >
      {label}
    </button>
  );
}
