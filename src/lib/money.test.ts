import { describe, expect, it } from 'vitest';
import { formatPrice, isReduced, savingPercent, sumCents, type MoneyFormat } from './money';
import { SHOPS } from './shop/shops';

const AT: MoneyFormat = { locale: 'de-AT', currency: 'EUR', dashForWholeAmounts: true };

describe('formatPrice in the de-AT shop', () => {
  it('shows whole euros with a dash', () => {
    expect(formatPrice(1200, AT)).toBe('12,- €');
    expect(formatPrice(0, AT)).toBe('0,- €');
  });

  it('shows cents with a comma and de-AT grouping', () => {
    expect(formatPrice(4999, AT)).toBe('49,99 €');
    expect(formatPrice(123456, AT)).toMatch(/^1.234,56 €$/);
    expect(formatPrice(2499, AT, { currencySymbol: false })).toBe('24,99');
  });

  it('groups digits exactly like the de-AT number format, without using it', () => {
    const cents = new Intl.NumberFormat('de-AT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const whole = new Intl.NumberFormat('de-AT', { maximumFractionDigits: 0 });
    for (const value of [
      1, 5, 10, 99, 100, 101, 999, 1001, 99999, 100000, 123456, 1000000, 99999999, 123456789012,
    ]) {
      const expected = value % 100 === 0 ? `${whole.format(value / 100)},-` : cents.format(value / 100);
      expect(formatPrice(value, AT, { currencySymbol: false }).replace(/\./g, '\u00a0')).toBe(
        expected.replace(/\./g, '\u00a0'),
      );
      expect(formatPrice(-value, AT)).toBe(`-${formatPrice(value, AT, { currencySymbol: false })} €`);
    }
    expect(formatPrice(123456, AT)).toBe('1\u00a0234,56 €');
  });

  it('refuses non-integer cents', () => {
    expect(() => formatPrice(12.5, AT)).toThrow();
  });
});

describe('formatPrice in every other shop', () => {
  // fr-CH's group separator differs between ICU versions (money.ts): checked below as written
  const others = SHOPS.filter((s) => s.locale !== 'de-AT' && s.locale !== 'fr-CH');
  const values = [1, 5, 10, 99, 100, 101, 999, 1001, 99999, 100000, 123456, 1000000, 99999999, 123456789012];

  it.each(others.map((s) => [s.code, s] as const))(
    '%s writes amounts exactly as Intl does',
    (_code, shop) => {
      for (const value of values) {
        const whole = value % 100 === 0 && (shop.currency === 'CZK' || shop.currency === 'SEK');
        const intl = new Intl.NumberFormat(shop.locale, {
          style: 'currency',
          currency: shop.currency,
          minimumFractionDigits: whole ? 0 : 2,
          maximumFractionDigits: whole ? 0 : 2,
        });
        const money = { locale: shop.locale, currency: shop.currency, dashForWholeAmounts: false };
        expect(formatPrice(value, money)).toBe(intl.format(value / 100));
        expect(formatPrice(-value, money)).toBe(intl.format(-value / 100));
      }
    },
  );

  it('writes Swiss French amounts with the apostrophe as group separator', () => {
    const shop = SHOPS.find((s) => s.locale === 'fr-CH')!;
    const money = { locale: shop.locale, currency: shop.currency, dashForWholeAmounts: false };
    expect(formatPrice(100000, money)).toBe("1'000.00\u00a0CHF");
    expect(formatPrice(-123456789012, money)).toBe("-1'234'567'890.12\u00a0CHF");
    expect(formatPrice(4990, money)).toBe('49.90\u00a0CHF');
  });

  it('writes the currency of the shop', () => {
    const by = (code: string) => {
      const shop = SHOPS.find((s) => s.code === code)!;
      return { locale: shop.locale, currency: shop.currency, dashForWholeAmounts: false };
    };
    expect(formatPrice(4990, by('lindgard-ch'))).toBe('CHF\u00a049.90');
    expect(formatPrice(124900, by('mirella-cz'))).toBe('1\u00a0249\u00a0Kč');
    expect(formatPrice(57900, by('hemma-se'))).toBe('579\u00a0kr');
    expect(formatPrice(4999, by('mirella-nl'))).toBe('€\u00a049,99');
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
