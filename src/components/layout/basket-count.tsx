'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { BASKET_COUNT_COOKIE, readBasketCount } from '@/lib/basket/basket-count-cookie';
import { COOKIES_CHANGED_EVENT } from '@/lib/graphql-client';

interface CookieStore {
  get(name: string): Promise<{ value?: string } | null>;
}

/** The count cookie, through the asynchronous Cookie Store API where the browser has it (decision 0008). */
async function basketCountCookie(): Promise<number> {
  const store = (window as { cookieStore?: CookieStore }).cookieStore;
  try {
    if (store) {
      const cookie = await store.get(BASKET_COUNT_COOKIE);
      return readBasketCount(cookie?.value ? `${BASKET_COUNT_COOKIE}=${cookie.value}` : '');
    }
  } catch {
    // the store refused (an opaque origin, for example): read the cookie the old way
  }
  return readBasketCount(document.cookie);
}

/**
 * The header's basket badge: the pieces in the basket from the count cookie, read again after
 * every API answer and when the tab becomes visible (another tab may have changed the basket).
 */
export function BasketCount() {
  const t = useTranslations('header');
  const [count, setCount] = useState(0);
  useEffect(() => {
    // the latest read wins, whichever answer comes first
    let reads = 0;
    const read = () => {
      const own = ++reads;
      void basketCountCookie().then((count) => {
        if (own === reads) setCount(count);
      });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') read();
    };
    read();
    window.addEventListener(COOKIES_CHANGED_EVENT, read);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      reads = NaN; // answers still on their way are dropped
      window.removeEventListener(COOKIES_CHANGED_EVENT, read);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  if (count === 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="basket-count"
        className="absolute -right-2 -top-1 min-w-5 rounded-full bg-primary px-1 text-center text-[0.6875rem] font-bold leading-5 text-primary-contrast"
      >
        {count}
      </span>
      <span className="sr-only">{t('basketCount', { count })}</span>
    </>
  );
}
