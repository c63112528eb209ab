import { describe, expect, it } from 'vitest';
import { formatPrice, isReduced, savingPercent, sumCents } from './money';

describe('formatPrice', () => {
  it('shows whole euros with a dash', () => {
    expect(formatPrice(1200)).toBe('12,- €');
    expect(formatPrice(0)).toBe('0,- €');
  });

  it('shows cents with a comma and de-AT grouping', () => {
    expect(formatPrice(4999)).toBe('49,99 €');
    expect(formatPrice(123456)).toMatch(/^1.234,56 €$/);
    expect(formatPrice(2499, { currencySymbol: false })).toBe('24,99');
  });

  it('formats exactly like the de-AT number format, without using it', () => {
    const cents = new Intl.NumberFormat('de-AT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const whole = new Intl.NumberFormat('de-AT', { maximumFractionDigits: 0 });
    for (const value of [
      1, 5, 10, 99, 100, 101, 999, 1001, 99999, 100000, 123456, 1000000, 99999999, 123456789012,
    ]) {
      const expected = value % 100 === 0 ? `${whole.format(value / 100)},-` : cents.format(value / 100);
      expect(formatPrice(value, { currencySymbol: false })).toBe(expected);
      expect(formatPrice(-value)).toBe(`-${expected} €`);
    }
    expect(formatPrice(123456)).toBe('1\u00a0234,56 €');
  });

  it('refuses non-integer cents', () => {
    expect(() => formatPrice(12.5)).toThrow();
  });
});

describe('price rules', () => {
  it('is reduced only when old price is above 0 and above current', () => {
    expect(isReduced(3999, 4999)).toBe(true);
    expect(isReduced(3999, 0)).toBe(false);
    expect(isReduced(3999, 3999)).toBe(false);
    expect(isReduced(3999, null)).toBe(false);
  });

  it('computes whole-percent savings and sums cents exactly', () => {
    expect(savingPercent(3999, 4999)).toBe(20);
    expect(savingPercent(5000, 4000)).toBe(0);
    expect(sumCents([1, 2, 2499])).toBe(2502);
    expect(() => sumCents([0.1])).toThrow();
  });
});
