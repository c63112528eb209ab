import { describe, expect, it } from 'vitest';
import { isProductId, parseDisplayNumber, toDisplayNumber } from './display-number';

describe('display number', () => {
  it('joins product id and promotion', () => {
    expect(toDisplayNumber('123456', '470')).toBe('123456470');
  });

  it('splits into the first 6 and the next 3 digits', () => {
    expect(parseDisplayNumber('123456470')).toEqual({ productId: '123456', promotion: '470' });
    expect(parseDisplayNumber('123 456 470')).toEqual({ productId: '123456', promotion: '470' });
  });

  it('refuses anything but 9 digits', () => {
    expect(parseDisplayNumber('12345647')).toBeNull();
    expect(parseDisplayNumber('1234564701')).toBeNull();
    expect(parseDisplayNumber('12345a470')).toBeNull();
    expect(isProductId('123456')).toBe(true);
    expect(isProductId('12345')).toBe(false);
  });
});
