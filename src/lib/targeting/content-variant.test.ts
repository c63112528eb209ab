import { describe, expect, it } from 'vitest';
import { contentVariantCookie, contentVariations, pickVariation, readVariation } from './content-variant';

describe('content A/B test', () => {
  it('is named per shop', () => {
    expect(contentVariantCookie('lindgard-at')).toBe('content_variant_test_lindgard-at');
  });
  it('takes 2–8 variation keys from the configuration, else A and B', () => {
    expect(contentVariations(undefined)).toEqual(['A', 'B']);
    expect(contentVariations('a, b ,c')).toEqual(['A', 'B', 'C']);
    expect(contentVariations('A')).toEqual(['A', 'B']);
    expect(contentVariations('A,B-1')).toEqual(['A', 'B']);
  });
  it('assigns evenly and reads only known variations back', () => {
    expect([0, 0.49, 0.5, 0.999].map((r) => pickVariation(['A', 'B'], r))).toEqual(['A', 'A', 'B', 'B']);
    const cookie = 'x=1; content_variant_test_lindgard-at=B';
    expect(readVariation(cookie, 'lindgard-at', ['A', 'B'])).toBe('B');
    expect(readVariation(cookie, 'lindgard-de', ['A', 'B'])).toBeNull();
    expect(readVariation('content_variant_test_lindgard-at=Z', 'lindgard-at', ['A', 'B'])).toBeNull();
  });
});
