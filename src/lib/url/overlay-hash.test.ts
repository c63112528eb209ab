import { describe, expect, it } from 'vitest';
import { overlayIds, withOverlay, withoutOverlay } from './overlay-hash';

describe('overlay hash (spec S2.11)', () => {
  it('reads comma-separated, URL-encoded ids', () => {
    expect(overlayIds('')).toEqual([]);
    expect(overlayIds('#')).toEqual([]);
    expect(overlayIds('#shipping-cost,change-item%2C1')).toEqual(['shipping-cost', 'change-item,1']);
    expect(overlayIds('#a,%E0%A4%A,b')).toEqual(['a', 'b']);
  });

  it('adds an id once and removes it again', () => {
    expect(withOverlay('', 'shipping-cost')).toBe('#shipping-cost');
    expect(withOverlay('#a', 'b c')).toBe('#a,b%20c');
    expect(withOverlay('#a,b', 'a')).toBe('#a,b');
    expect(withoutOverlay('#a,b', 'a')).toBe('#b');
    expect(withoutOverlay('#a', 'a')).toBe('');
  });
});
