/**
 * Which shops' home pages are chosen per visitor (customer-and-content S4 targeting): those with a
 * published triggered entry. Such pages are rendered per request and never shared through the
 * page cache. The home page's loader notes the fact whenever it reads the shop's entries; the
 * proxy only reads this flag (it loads neither the CMS nor the database), and an invalidation of
 * home, listing or targeting content forgets it. On globalThis: the proxy and the app load this module separately.
 */
import type { ShopConfig } from '@/lib/shop/shop';
import { cacheRegistry } from '@/server/cache-registry';
import { contentTag } from '@/server/cache-tags';

/** Reads a shop's published entries of one kind anew, noting which of its pages are targeted. */
export type TargetingReader = (shop: ShopConfig) => Promise<unknown>;
type EntryKind = 'home' | 'listings';

const holder = globalThis as unknown as {
  __shopTargetedHomes?: Map<string, boolean>;
  __shopTargetedListings?: Map<string, ReadonlySet<string>>;
  __shopTargetingReaders?: Map<EntryKind, TargetingReader>;
};

function flags(): Map<string, boolean> {
  holder.__shopTargetedHomes ??= new Map();
  return holder.__shopTargetedHomes;
}

/** Records whether a shop's published home entries include a triggered one. */
export function noteTargetedHome(shopCode: string, targeted: boolean): void {
  flags().set(shopCode, targeted);
}

/** Forgets what was noted (home entries or triggers changed). */
export function forgetTargetedHomes(): void {
  flags().clear();
}

function listingFlags(): Map<string, ReadonlySet<string>> {
  holder.__shopTargetedListings ??= new Map();
  return holder.__shopTargetedListings;
}

/** Records the listing paths of a shop that have a published triggered listing entry. */
export function noteTargetedListings(shopCode: string, paths: ReadonlySet<string>): void {
  listingFlags().set(shopCode, paths);
}

/** Forgets what was noted of listings (listing entries or triggers changed). */
export function forgetTargetedListings(): void {
  listingFlags().clear();
}

/**
 * Whether a listing of the shop is chosen per visitor (it has a triggered entry), is the same for
 * everyone, or is not known yet (the shop's entries have not been read since they last changed:
 * the listing's render reads them).
 */
export function listingTargeting(shopCode: string, pathname: string): 'targeted' | 'shared' | 'unknown' {
  const paths = listingFlags().get(shopCode);
  if (paths === undefined) return 'unknown';
  return paths.has(pathname) ? 'targeted' : 'shared';
}

/**
 * Whether a page of the shop is chosen per visitor: the home page or a listing with triggered
 * entries. Until the app has read the shop's entries such a page counts as targeted: it is
 * rendered, never stored, until known.
 */
export function isTargetedRoute(shopCode: string, pathname: string, listing = false): boolean {
  if (listing) return listingTargeting(shopCode, pathname) !== 'shared';
  if (pathname !== '/') return false;
  return flags().get(shopCode) ?? true;
}

const HOME_TAGS = new Set([contentTag('home'), contentTag('targeting')]);
const LISTING_TAGS = new Set([contentTag('listings'), contentTag('targeting')]);

cacheRegistry().set('targeted-routes', {
  invalidate(tags) {
    if (tags.some((tag) => HOME_TAGS.has(tag))) forgetTargetedHomes();
    if (tags.some((tag) => LISTING_TAGS.has(tag))) forgetTargetedListings();
  },
  clear() {
    forgetTargetedHomes();
    forgetTargetedListings();
  },
});

function readers(): Map<EntryKind, TargetingReader> {
  holder.__shopTargetingReaders ??= new Map();
  return holder.__shopTargetingReaders;
}

/**
 * Registers how the app reads a shop's home or listing entries (their loaders, when their module
 * loads): the shop's HTTP server then learns what a content change made it forget before it
 * decides whether a page may be shared, instead of rendering the worker's first such page per
 * request.
 */
export function registerTargetingReader(kind: EntryKind, read: TargetingReader): void {
  readers().set(kind, read);
}

/**
 * Reads the shop's entries when it is not known whether this page is chosen per visitor and the
 * app has registered its reader (a failed read leaves it unknown: the page is then rendered per
 * request, as before).
 */
export async function learnTargeting(shop: ShopConfig, pathname: string, listing: boolean): Promise<void> {
  const unknown = listing
    ? listingTargeting(shop.code, pathname) === 'unknown'
    : pathname === '/' && !flags().has(shop.code);
  if (!unknown) return;
  const read = readers().get(listing ? 'listings' : 'home');
  if (read) await read(shop).catch(() => undefined);
}
