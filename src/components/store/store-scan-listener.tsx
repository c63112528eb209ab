'use client';

import { useEffect } from 'react';
import { useShopRouter } from '@/components/client/client-state-provider';
import { scannedEan } from '@/lib/store/scanned-code';

/** A scanner types a code's digits within this many milliseconds of each other. */
const KEY_GAP_MS = 1000;

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * A keyboard-wedge scanner on an in-store display types an EAN and Enter wherever the focus is: the
 * digits typed outside a form field and an Enter open the article (/scan). In a field, the field's
 * own form takes them.
 */
export function StoreScanListener() {
  const router = useShopRouter();
  useEffect(() => {
    let digits = '';
    let last = 0;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isEditable(event.target)) return;
      const now = event.timeStamp;
      if (now - last > KEY_GAP_MS) digits = '';
      last = now;
      if (/^\d$/.test(event.key)) {
        digits = (digits + event.key).slice(-14);
        return;
      }
      if (event.key === 'Enter') {
        const code = scannedEan(digits);
        digits = '';
        if (!code) return;
        event.preventDefault();
        router.push(`/scan?ean=${code}`);
        return;
      }
      digits = '';
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [router]);
  return null;
}
