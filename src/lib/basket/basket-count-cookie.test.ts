import { describe, expect, it } from 'vitest';
import { basketCountSetCookie, readBasketCount } from './basket-count-cookie';

describe('basket count cookie', () => {
  it('is readable by scripts, Secure outside plain-HTTP localhost', () => {
    expect(basketCountSetCookie(3, 'http://localhost:3000/graphql')).toBe(
      'shop_basket_count=3; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(basketCountSetCookie(3, 'https://www.example.at/graphql')).toMatch(/; Secure$/);
    expect(basketCountSetCookie(3, 'https://www.example.at/graphql')).not.toMatch(/HttpOnly/);
  });

  it('reads the count and ignores anything that is not a small whole number', () => {
    expect(readBasketCount('a=1; shop_basket_count=12; b=2')).toBe(12);
    expect(readBasketCount('shop_basket_count=-1')).toBe(0);
    expect(readBasketCount('shop_basket_count=1e3')).toBe(0);
    expect(readBasketCount('shop_basket_count=<b>')).toBe(0);
    expect(readBasketCount('')).toBe(0);
    expect(basketCountSetCookie(5000, 'http://localhost/')).toMatch(/^shop_basket_count=999;/);
  });
});
