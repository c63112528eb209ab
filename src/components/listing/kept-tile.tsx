'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { keptMarkup, useRefreshWhenMissing } from '@/components/render/handed-over-html';
import { WishlistToggle } from '@/components/wishlist/wishlist-toggle';

interface Props {
  id: string;
  /** names the tile's element in the document (data-html) */
  markupKey: string;
  className?: string;
  /** the tile as the server draws it (only on the server) */
  children?: React.ReactNode;
}

const TOGGLE = ':scope > button.toggle';

/**
 * A listing tile whose markup the document holds: on the server the product card, in the browser
 * that markup kept as it is (React leaves an element's inner HTML alone when it hydrates), with
 * the server's wishlist button replaced by the live toggle (focus moves along when a keyboard
 * user is on it). The tile's link is a plain link there (a.tile-link), which the shop's
 * navigation handler takes.
 */
export function KeptTile({ id, markupKey, className, children }: Props) {
  const server = children !== null && children !== undefined;
  const item = useRef<HTMLLIElement>(null);
  const [html] = useState(() => (server ? null : keptMarkup(markupKey)));
  const [article, setArticle] = useState<HTMLElement | null>(null);
  const focusLive = useRef(false);
  useRefreshWhenMissing(!server && !html);
  useLayoutEffect(() => {
    const card = item.current?.querySelector<HTMLElement>(':scope > article') ?? null;
    const placeholder = card?.querySelector<HTMLElement>(TOGGLE) ?? null;
    focusLive.current = placeholder !== null && placeholder === document.activeElement;
    placeholder?.remove();
    setArticle(card);
  }, []);
  useEffect(() => {
    if (!article || !focusLive.current) return;
    focusLive.current = false;
    article.querySelector<HTMLElement>(TOGGLE)?.focus();
  }, [article]);
  if (server)
    return (
      <li className={className} data-track-id={id} data-html={markupKey}>
        {children}
      </li>
    );
  return (
    <>
      <li
        ref={item}
        className={className}
        data-track-id={id}
        data-html={markupKey}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: html ?? '' }}
      />
      {article ? createPortal(<WishlistToggle productId={id} className="tile-wishlist" />, article) : null}
    </>
  );
}
