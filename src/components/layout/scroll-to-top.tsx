'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/**
 * The scroll-to-top button (storefront S2.11): shown once the shopper has scrolled a screen down,
 * fixed bottom-left (toasts take the right), so it never shifts the layout. It scrolls to the top
 * (at once when the shopper asked for reduced motion) and puts the keyboard focus on the page's
 * first stop, the skip link, so the next Tab starts at the top too.
 */
export function ScrollToTop() {
  const t = useTranslations('header');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <button
      type="button"
      hidden={!shown}
      onClick={() => {
        const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
        document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
      }}
      className="fixed bottom-4 left-4 z-40 flex h-12 w-12 items-center justify-center rounded-full border border-border bg-surface shadow-lg"
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
      <span className="sr-only">{t('scrollToTop')}</span>
    </button>
  );
}
