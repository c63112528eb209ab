import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, isValidEan13 } from './ean';

describe('EAN-13', () => {
  it('computes the check digit of a known EAN', () => {
    // 4006381333931 is a well-known valid EAN-13
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(isValidEan13('4006381333931')).toBe(true);
  });

  it('rejects a wrong check digit and wrong lengths', () => {
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(() => ean13CheckDigit('12ab')).toThrow();
  });
});
