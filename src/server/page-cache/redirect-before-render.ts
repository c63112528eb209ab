/**
 * Redirects the shop's HTTP server answers on a page-cache miss without rendering the page: a
 * listing page past its last (an old link, a filter that now finds fewer products) is sent to its
 * last page. Through Next.js such a redirect rendered the whole frame alongside (~14 ms of CPU, as
 * much as half a page); deciding it takes the listing's count, which the facet results hold
 * (issue 21). The app registers how it decides when its listing module loads; until then the
 * listing's render redirects as before. On globalThis: the server and the app load this module
 * separately.
 */
import type { ShopConfig } from '@/lib/shop/shop';
import type { RenderedPage } from './page-cache';

/** Where a listing request goes instead (its canonical address without the app prefix), or null. */
export type ListingRedirect = (shop: ShopConfig, pathname: string, search: string) => Promise<string | null>;

const holder = globalThis as unknown as { __shopListingRedirect?: ListingRedirect };

export function registerListingRedirect(decide: ListingRedirect): void {
  holder.__shopListingRedirect = decide;
}

/** The registered decision for a listing request; null when there is none (yet) or no redirect. */
export async function listingRedirectBeforeRender(
  shop: ShopConfig,
  pathname: string,
  search: string,
): Promise<string | null> {
  return (await holder.__shopListingRedirect?.(shop, pathname, search)) ?? null;
}

/** A redirect as the page cache stores it: the same for every visitor, like Next.js's own (307). */
export function redirectPage(location: string): RenderedPage {
  return {
    status: 307,
    headers: [
      ['location', location],
      ['cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate'],
    ],
    body: Buffer.alloc(0),
    shareable: true,
    precompressible: true,
  };
}
