import { afterEach, describe, expect, it } from 'vitest';
import { shopByCode } from '@/lib/shop/shops';
import {
  forgetTargetedHomes,
  forgetTargetedListings,
  isTargetedRoute,
  learnTargeting,
  listingTargeting,
  noteTargetedHome,
  noteTargetedListings,
  registerTargetingReader,
} from './targeted-routes';

describe('which listings are chosen per visitor', () => {
  afterEach(() => forgetTargetedListings());

  it('does not know before the shop’s entries were read, and counts such a listing as targeted', () => {
    expect(listingTargeting('lindgard-at', '/mode')).toBe('unknown');
    expect(isTargetedRoute('lindgard-at', '/mode', true)).toBe(true);
  });

  it('knows the listings with a triggered entry once noted, and forgets them on a change', () => {
    noteTargetedListings('lindgard-at', new Set(['/mode/damen-kleider']));
    expect(listingTargeting('lindgard-at', '/mode/damen-kleider')).toBe('targeted');
    expect(listingTargeting('lindgard-at', '/mode')).toBe('shared');
    expect(isTargetedRoute('lindgard-at', '/mode', true)).toBe(false);
    expect(listingTargeting('mirella-at', '/mode')).toBe('unknown');
    forgetTargetedListings();
    expect(listingTargeting('lindgard-at', '/mode/damen-kleider')).toBe('unknown');
  });
});

describe('learning what a content change made the worker forget', () => {
  const shop = shopByCode('lindgard-at')!;
  const reads: string[] = [];
  registerTargetingReader('listings', async (read) => {
    reads.push(`listings:${read.code}`);
    noteTargetedListings(read.code, new Set(['/mode/damen-kleider']));
  });
  registerTargetingReader('home', async (read) => {
    reads.push(`home:${read.code}`);
    noteTargetedHome(read.code, false);
  });
  afterEach(() => {
    reads.length = 0;
    forgetTargetedListings();
    forgetTargetedHomes();
  });

  it('reads the shop’s listing entries once when unknown, then knows the listing', async () => {
    await learnTargeting(shop, '/mode', true);
    expect(listingTargeting(shop.code, '/mode')).toBe('shared');
    await learnTargeting(shop, '/mode/damen-kleider', true);
    expect(isTargetedRoute(shop.code, '/mode/damen-kleider', true)).toBe(true);
    expect(reads).toEqual(['listings:lindgard-at']);
  });

  it('reads the home entries for the home page only', async () => {
    await learnTargeting(shop, '/p/123', false);
    expect(reads).toEqual([]);
    await learnTargeting(shop, '/', false);
    expect(isTargetedRoute(shop.code, '/')).toBe(false);
    expect(reads).toEqual(['home:lindgard-at']);
  });
});
