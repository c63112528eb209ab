'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { useShopHref } from '@/components/client/client-state-provider';

/**
 * The shop's links: client-side navigation without prefetching every link that scrolls into view.
 * Shop pages are rendered per request, so viewport prefetch would ask the server for dozens of pages
 * per listing view (every tile, the navigation) and keep the phone's main thread busy while the
 * page loads. A link that should prefetch says `prefetch`. Inside the app every link keeps the
 * /webview prefix, on an in-store display it carries store=1 (lib/webview/shop-href.ts).
 */
export function ShopLink({ prefetch = false, href, ...props }: ComponentProps<typeof Link>) {
  const write = useShopHref();
  return <Link prefetch={prefetch} href={typeof href === 'string' ? write(href) : href} {...props} />;
}
