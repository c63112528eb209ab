'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useShop } from '@/components/shop/shop-provider';
import { useToast } from '@/components/toast/toast-provider';
import { useTextLanguage } from '@/i18n/text-language';
import { linkLoyalty } from './link-loyalty';

/** The link parameter that carries a loyalty-programme number (spec S8.5 SCRID_SESSION_ACTIVE). */
export const LOYALTY_PARAM = 'scrid';

/**
 * A link with ?scrid={number} (a newsletter, the programme's app) links the number to the session
 * and tells the shopper (`fallback`: the text for an unexpected failure): linked, or SCRID_SESSION_ACTIVE when it was already. The parameter then
 * leaves the address bar, so a reload or a shared link does not link again.
 */
export function LoyaltyLinker({ fallback }: { fallback: string }) {
  const pathname = usePathname();
  const router = useRouter();
  const { locale } = useShop();
  const toast = useToast();
  const lang = useTextLanguage();
  useEffect(() => {
    const url = new URL(window.location.href);
    const number = url.searchParams.get(LOYALTY_PARAM);
    if (number === null) return;
    url.searchParams.delete(LOYALTY_PARAM);
    router.replace(url.pathname + url.search + url.hash, { scroll: false });
    void linkLoyalty(number, locale, fallback).then((answer) =>
      toast(
        answer.status === 'ALREADY_ACTIVE' ? 'info' : answer.ok ? 'success' : 'error',
        answer.message,
        answer.status === 'ALREADY_ACTIVE' ? lang('loyalty.sessionActive') : undefined,
      ),
    );
  }, [pathname, router, locale, toast, lang, fallback]);
  return null;
}
