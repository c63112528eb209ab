'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useWishlist } from './wishlist-provider';

interface Entry {
  productId: string;
  card: React.ReactNode;
}

/**
 * The wishlist page's items, rendered on the server; an item removed with its toggle drops out
 * here at once, and the empty state shows when the last one is gone. Coming back to the tab
 * renders the page again, with items saved elsewhere meanwhile.
 */
export function WishlistItems({ entries, empty }: { entries: Entry[]; empty: React.ReactNode }) {
  const { items } = useWishlist();
  const router = useRouter();
  // items saved in another tab appear when the shopper comes back to this one
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') router.refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [router]);
  const visible = items === null ? entries : entries.filter((e) => items.has(e.productId));
  if (visible.length === 0) return <>{empty}</>;
  return (
    <ul
      className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4"
      data-testid="wishlist-items"
    >
      {visible.map((entry) => (
        <li key={entry.productId}>{entry.card}</li>
      ))}
    </ul>
  );
}
