'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useShopHref } from '@/components/client/client-state-provider';
import { CameraScanner } from './camera-scanner';

/**
 * The in-store display's scan entry: a keyboard-wedge scanner types the EAN and Enter into the
 * field (the page-wide listener in store-scan-listener.tsx catches it anywhere else); the camera
 * scans where the display has one. Submits to /scan, which opens the product.
 */
export function StoreScanForm() {
  const t = useTranslations('store');
  const id = useId();
  const action = useShopHref()('/scan');
  return (
    <form
      action={action}
      method="get"
      role="search"
      aria-label={t('scanHeading')}
      className="flex flex-wrap items-end gap-2"
    >
      <input type="hidden" name="store" value="1" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {t('scanLabel')}
        </label>
        <input
          id={id}
          name="ean"
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={40}
          className="rounded-shop border border-border px-3 py-2 text-lg"
        />
      </div>
      <button
        type="submit"
        className="rounded-shop bg-primary px-4 py-2.5 font-semibold text-primary-contrast"
      >
        {t('open')}
      </button>
      <CameraScanner />
    </form>
  );
}
