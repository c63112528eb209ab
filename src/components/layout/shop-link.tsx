import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The shop's links: client-side navigation without prefetching every link that scrolls into view.
 * Shop pages are rendered per request, so viewport prefetch would ask the server for dozens of pages
 * per listing view (every tile, the navigation) and keep the phone's main thread busy while the
 * page loads. A link that should prefetch says `prefetch`.
 */
export function ShopLink({ prefetch = false, ...props }: ComponentProps<typeof Link>) {
  return <Link prefetch={prefetch} {...props} />;
}
