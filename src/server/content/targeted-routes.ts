import 'server-only';
import type { ShopConfig } from '@/lib/shop/shop';
import { homeEntries } from './get-home-page';

/**
 * Whether a page of the shop is chosen per visitor (customer-and-content S4 targeting): the home
 * page when one of its published entries has a trigger. Such pages are rendered per request and
 * never shared through the page cache (issue 22: personalised choices never enter it).
 */
export async function isTargetedRoute(shop: ShopConfig, pathname: string): Promise<boolean> {
  if (pathname !== '/') return false;
  const entries = await homeEntries(shop, false);
  return entries.some((entry) => entry.trigger !== null && entry.trigger !== undefined);
}
