'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { notePage } from '@/lib/analytics/page-history';

/** Notes each page of the visit for the list-origin rule (lib/analytics/page-history.ts). */
export function PageHistoryRecorder() {
  const pathname = usePathname();
  useEffect(() => notePage(pathname), [pathname]);
  return null;
}
