'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { notePage } from '@/lib/analytics/page-history';

/** Notes each page of the visit for the list-origin rule (lib/analytics/page-history.ts). */
export function PageHistoryRecorder() {
  const pathname = usePathname();
  // the query the page was reached with (read here, not with useSearchParams, which would make
  // every page wait for the browser)
  useEffect(() => notePage(pathname, window.location.search), [pathname]);
  return null;
}
