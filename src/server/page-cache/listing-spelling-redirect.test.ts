import { describe, expect, it } from 'vitest';
import { shopByCode } from '@/lib/shop/shops';
import { categoryPathIn } from '@/server/catalog/category-index';
import { isCacheableRoute } from './cacheable-route';
import { listingSpellingRedirect } from './listing-spelling-redirect';

const AT = shopByCode('lindgard-at')!;
const CHFR = shopByCode('lindgard-chfr')!;

describe('a listing asked in another spelling of its address', () => {
  it('goes to its canonical address: page 1 removed, a page no whole number, parameters reordered', () => {
    for (const [path, search, target] of [
      ['/mode/damen-kleider', '?page=1', '/mode/damen-kleider'],
      ['/mode/damen-kleider', '?searchColor=blau&page=1', '/mode/damen-kleider?searchColor=blau'],
      ['/mode/damen-kleider', '?page=abc&sort=priceAsc', '/mode/damen-kleider?sort=priceAsc'],
      ['/mode/damen-kleider', '?page=0', '/mode/damen-kleider'],
      [
        '/mode/damen-kleider',
        '?sort=priceAsc&searchColor=blau',
        '/mode/damen-kleider?searchColor=blau&sort=priceAsc',
      ],
      ['/mode', '?page=2&sort=priceAsc', '/mode?sort=priceAsc&page=2'],
      ['/mode', 'page=2&sort=priceAsc', '/mode?sort=priceAsc&page=2'],
    ] as const)
      expect(listingSpellingRedirect(AT, path, search), path + search).toBe(target);
  });

  it('leaves its canonical address, and the address it leads to, to the page cache', () => {
    for (const [path, search] of [
      ['/mode/damen-kleider', ''],
      ['/mode/damen-kleider', '?searchColor=blau&sort=priceAsc'],
      ['/mode', '?sort=priceAsc&page=2'],
    ] as const) {
      expect(listingSpellingRedirect(AT, path, search), path + search).toBeNull();
      expect(isCacheableRoute(AT, path, search), path + search).toBe(true);
    }
    const target = listingSpellingRedirect(AT, '/mode', '?page=3&searchColor=rot&sort=dateDesc')!;
    const at = target.indexOf('?');
    expect(listingSpellingRedirect(AT, target.slice(0, at), target.slice(at))).toBeNull();
  });

  it('leaves everything else to the page: other parameters, other values, other paths and pages', () => {
    for (const [path, search] of [
      ['/mode', '?sort=unknown'],
      ['/mode', '?page=1&pop=123456'],
      ['/mode', '?sort=priceAsc&pin=123456'],
      ['/mode', '?page=1&store=1'],
      ['/mode', '?sort=priceAsc&sort=priceAsc'],
      ['/mode', '?r=1&page=1'],
      ['/MODE', '?page=1'],
      ['/mode/', '?page=1'],
      ['/mode/gibt-es-nicht', '?page=1'],
      ['/p/123456', '?page=1'],
      ['/search', '?page=1&q=kleid'],
      ['/', '?page=1'],
    ] as const)
      expect(listingSpellingRedirect(AT, path, search), path + search).toBeNull();
  });

  it('knows each shop’s category paths in its own language', () => {
    const french = categoryPathIn('fr-CH', '/mode/damen-kleider');
    expect(listingSpellingRedirect(CHFR, french, '?page=1')).toBe(french);
    expect(listingSpellingRedirect(CHFR, '/mode/damen-kleider', '?page=1')).toBeNull();
  });
});
