'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { readBasketCount } from '@/lib/basket/basket-count-cookie';
import { COOKIES_CHANGED_EVENT } from '@/lib/graphql-client';

/**
 * The header's basket badge: the pieces in the basket from the count cookie, read again after
 * every API answer and when the tab becomes visible (another tab may have changed the basket).
 */
export function BasketCount() {
  const t = useTranslations('header');
  const [count, setCount] = useState(0);
  useEffect(() => {
    const read = () => setCount(readBasketCount(document.cookie));
    const onVisible = () => {
      if (document.visibilityState === 'visible') read();
    };
    read();
    window.addEventListener(COOKIES_CHANGED_EVENT, read);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
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
