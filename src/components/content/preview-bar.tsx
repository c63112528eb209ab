'use client';

import { usePathname, useSearchParams } from 'next/navigation';

/**
 * The bar shown in preview (spec C S4, S9: the header offset grows by 115 px on phones, 70 px
 * otherwise): leaving calls /api/draft-exit with the current path, whose preview parameters that
 * route removes.
 */
export function PreviewBar({ text, exitLabel }: { text: string; exitLabel: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const current = `${pathname}${search ? `?${search}` : ''}`;
  return (
    <div role="region" aria-label={text} className="preview-bar">
      <p>{text}</p>
      <a href={`/api/draft-exit?slug=${encodeURIComponent(current)}`} className="font-semibold underline">
        {exitLabel}
      </a>
    </div>
  );
}
