'use client';

import { usePathname } from 'next/navigation';
import { useState, useSyncExternalStore } from 'react';
import {
  isSmartBannerHiddenOn,
  SMART_BANNER_COOKIE,
  SMART_BANNER_DAYS,
  smartBannerDismissed,
} from '@/lib/client/smart-banner';

/** the cookie is read on each render: nothing to subscribe to */
const noSubscription = () => () => {};

export interface SmartBannerTexts {
  label: string;
  title: string;
  text: string;
  action: string;
  close: string;
}

/**
 * The banner offering the shop's app (customer-and-content S2): 52 px high, above the header, so
 * the page below starts lower from the first paint (no layout shift). The server decides whether
 * it shows at all (layout and page cache variant); this part hides it on the excluded pages while
 * the shopper navigates, and remembers a dismissal for 60 days (also one clicked before the
 * page's scripts ran, which smart-banner-slot.tsx stores).
 */
export function SmartBanner(props: { url: string; texts: SmartBannerTexts }) {
  const pathname = usePathname();
  const [dismissed, setDismissed] = useState(false);
  // a dismissal clicked before the scripts ran (smart-banner-slot.tsx) is already stored: the
  // server's answer hydrates, then the stored one applies
  const dismissedEarly = useSyncExternalStore(
    noSubscription,
    () => smartBannerDismissed(document.cookie),
    () => false,
  );
  if (dismissed || dismissedEarly || isSmartBannerHiddenOn(pathname)) return null;
  const dismiss = () => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${SMART_BANNER_COOKIE}=1; Max-Age=${SMART_BANNER_DAYS * 86400}; Path=/; SameSite=Lax${secure}`;
    setDismissed(true);
  };
  return (
    // a dismissal clicked before the scripts ran hid it by its style (smart-banner-slot.tsx)
    <section aria-label={props.texts.label} className="smart-banner" suppressHydrationWarning>
      <button type="button" onClick={dismiss} aria-label={props.texts.close} className="smart-banner-close">
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <svg
        viewBox="0 0 32 32"
        width="36"
        height="36"
        aria-hidden="true"
        focusable="false"
        className="shrink-0"
      >
        <rect width="32" height="32" rx="7" className="fill-primary" />
        <path d="M11 7h3.5v15H22v3H11z" fill="#fff" />
      </svg>
      <p className="min-w-0 flex-1 leading-tight">
        <strong className="block truncate text-sm">{props.texts.title}</strong>
        <span className="block truncate text-xs text-muted">{props.texts.text}</span>
      </p>
      <a href={props.url} rel="noopener" className="smart-banner-action">
        {props.texts.action}
      </a>
    </section>
  );
}
