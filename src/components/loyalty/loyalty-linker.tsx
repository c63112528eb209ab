'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useShop } from '@/components/shop/shop-provider';
import { useToast } from '@/components/toast/toast-provider';
import { useTextLanguage } from '@/i18n/text-language';
import { linkLoyalty } from './link-loyalty';

/** The link parameter that carries a loyalty-programme number (spec S8.5 SCRID_SESSION_ACTIVE). */
export const LOYALTY_PARAM = 'scrid';

/**
 * A link with ?scrid={number} (a newsletter, the programme's app) links the number to the session
 * and tells the shopper (`fallback`: the text for an unexpected failure): linked, or
 * SCRID_SESSION_ACTIVE when a number was linked already (a link never replaces one). The parameter
 * leaves the address bar first, so a reload or a shared link does not link again.
 */
export function LoyaltyLinker({ fallback }: { fallback: string }) {
  const pathname = usePathname();
  const { locale } = useShop();
  const toast = useToast();
  const lang = useTextLanguage();
  // the latest callbacks without making them the effect's dependencies (it runs once per address)
  const latest = useRef({ toast, lang, fallback, locale });
  useEffect(() => {
    latest.current = { toast, lang, fallback, locale };
  });
  useEffect(() => {
    const url = new URL(window.location.href);
    const number = url.searchParams.get(LOYALTY_PARAM);
    if (number === null) return;
    url.searchParams.delete(LOYALTY_PARAM);
    // out of the address bar at once (a reload or a second run of this effect links nothing)
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    const { locale: shopLocale, fallback: text } = latest.current;
    void linkLoyalty(number, shopLocale, text, false).then((answer) => {
      const { toast: show, lang: language } = latest.current;
      show(
        answer.status === 'ALREADY_ACTIVE' ? 'info' : answer.ok ? 'success' : 'error',
        answer.message,
        answer.status === 'ALREADY_ACTIVE' ? language('loyalty.sessionActive') : undefined,
      );
    });
  }, [pathname]);
  return null;
}
