'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { keptMarkup } from '@/components/render/handed-over-html';
import { WishlistToggle } from '@/components/wishlist/wishlist-toggle';

interface Props {
  id: string;
  /** names the tile's element in the document (data-html) */
  markupKey: string;
  className?: string;
  /** the tile as the server draws it (only on the server) */
  children?: React.ReactNode;
}

/**
 * A listing tile whose markup the document holds: on the server the product card, in the browser
 * that markup kept as it is (React leaves an element's inner HTML alone when it hydrates), with
 * the server's placeholder of the wishlist toggle replaced by the live toggle. The tile's link is
 * a plain shop link there (data-shop-link), which the shop's navigation handler takes.
 */
export function KeptTile({ id, markupKey, className, children }: Props) {
  const item = useRef<HTMLLIElement>(null);
  const [html] = useState(() => (children ? '' : keptMarkup(markupKey)));
  const [article, setArticle] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const card = item.current?.querySelector<HTMLElement>(':scope > article') ?? null;
    card?.querySelector(':scope > button[data-testid="wishlist-toggle"]')?.remove();
    setArticle(card);
  }, []);
  if (children !== null && children !== undefined)
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
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {article ? createPortal(<WishlistToggle productId={id} className="tile-wishlist" />, article) : null}
    </>
  );
}
