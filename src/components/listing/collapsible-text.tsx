'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

const COLLAPSED_HEIGHT = 150;
const SCROLL_MS = 800;

/**
 * The SEO text box (S2.3): it starts expanded and collapses to 150px with a gradient once the page
 * runs script, unless the URL has a '#'; clicking the gradient expands it; the toggle scrolls over
 * 800ms to the top of the text.
 */
export function CollapsibleText({
  children,
  showMore,
  showLess,
  toggleLang,
}: {
  children: ReactNode;
  showMore: string;
  showLess: string;
  /** the toggle's language where it differs from the page's (the spec's English in de-AT) */
  toggleLang?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [collapsed, setCollapsed] = useState(false);

  useEffect(() => {
    // collapsing after hydration keeps the full text for crawlers and readers without script
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time reaction to the URL on arrival
    if (!window.location.hash) setCollapsed(true);
  }, []);

  function toggle() {
    setCollapsed((c) => !c);
    const node = box.current;
    if (node) smoothScrollTo(node.getBoundingClientRect().top + window.scrollY - 16, SCROLL_MS);
  }

  return (
    <section data-testid="seo-text" id="advice-bottom" className="relative mt-12">
      <div
        ref={box}
        className="overflow-hidden"
        style={collapsed ? { maxHeight: COLLAPSED_HEIGHT } : undefined}
      >
        {children}
      </div>
      {collapsed ? (
        <div
          aria-hidden="true"
          onClick={() => setCollapsed(false)}
          className="absolute inset-x-0 bottom-8 h-16 cursor-pointer bg-gradient-to-b from-transparent to-surface"
        />
      ) : null}
      <button
        type="button"
        onClick={toggle}
        className="mt-2 font-semibold underline"
        aria-controls="advice-bottom"
        aria-expanded={!collapsed}
        lang={toggleLang}
      >
        {collapsed ? showMore : showLess}
      </button>
    </section>
  );
}

function smoothScrollTo(top: number, duration: number) {
  const start = window.scrollY;
  const t0 = performance.now();
  const step = (now: number) => {
    const p = Math.min(1, (now - t0) / duration);
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    window.scrollTo(0, start + (top - start) * eased);
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
