'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { postOperation } from '@/lib/graphql-client';

/** Ends the login; the account page then shows the login prompt again. */
export function LogoutButton({ label, className }: { label: string; className?: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      aria-disabled={busy || undefined}
      className={className}
      onClick={async () => {
        if (busy) return;
        setBusy(true);
        await postOperation('logout', { locale: 'de-AT' });
        router.push('/customer');
        router.refresh();
      }}
    >
      {label}
    </button>
  );
}
