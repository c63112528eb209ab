import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetTargetedListings,
  isTargetedRoute,
  listingTargeting,
  noteTargetedListings,
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
