import { describe, expect, it } from 'vitest';
import { shopByCode } from '@/lib/shop/shops';
import { categoryPathIn } from '@/server/catalog/category-index';
import { isCacheableRoute } from './cacheable-route';

const AT = shopByCode('lindgard-at')!;
const CHFR = shopByCode('lindgard-chfr')!;

describe('the routes that enter the page cache (opt-in)', () => {
  it('names the home page, search, product pages and the shop’s own category listings', () => {
    for (const path of ['/', '/search', '/p/123456', '/mode', '/mode/damen-kleider'])
      expect(isCacheableRoute(AT, path), path).toBe(true);
  });

  it('renders unknown paths, personal and service pages per request', () => {
    for (const path of [
      '/mode/gibt-es-nicht',
      '/katalog',
      '/optout',
      '/xyz',
      '/checkout',
      '/customer',
      '/thanks',
      '/newsletter/anmelden',
      '/p/123456/extra',
      '/content/Impressum',
      '/content/impressum/',
      '/content/',
    ])
      expect(isCacheableRoute(AT, path), path).toBe(false);
  });

  it('takes the wishlist only of a visitor the shop does not know (it is empty), without parameters', () => {
    expect(isCacheableRoute(AT, '/wishlist')).toBe(true);
    expect(isCacheableRoute(AT, '/wishlist', '', true)).toBe(false);
    expect(isCacheableRoute(AT, '/wishlist', '?pop=123456')).toBe(false);
    expect(isCacheableRoute(AT, '/wishlist/')).toBe(false);
  });

  it('takes the basket only of a visitor the shop does not know (it is empty), without parameters', () => {
    expect(isCacheableRoute(AT, '/basket')).toBe(true);
    expect(isCacheableRoute(AT, '/basket', '', true)).toBe(false);
    expect(isCacheableRoute(AT, '/basket', '?x=1')).toBe(false);
    expect(isCacheableRoute(AT, '/basket/')).toBe(false);
  });

  it('takes editorial pages without parameters (a published change drops them)', () => {
    for (const path of [
      '/content/impressum',
      '/content/kundenservice/faq',
      '/inspiration/herbst',
      '/outfit/buero-chic',
    ])
      expect(isCacheableRoute(AT, path), path).toBe(true);
    expect(isCacheableRoute(AT, '/content/impressum', '?x=1')).toBe(false);
    expect(isCacheableRoute(AT, '/content/impressum', '?contentfulPreview=true')).toBe(false);
  });

  it('takes each page only in its canonical spelling: no case variants, unknown or reordered parameters', () => {
    for (const [path, search] of [
      ['/mode/damen-kleider', '?sort=priceDesc'],
      ['/mode/damen-kleider', '?searchColor=blau'],
      ['/mode', '?sort=priceAsc&page=2'],
      ['/search', '?q=kleid'],
      ['/search', '?q=kleid&sort=priceAsc&page=2'],
      ['/search', '?q=rotes+kleid&sort=dateDesc'],
      ['/search', '?q=r%C3%B6cke'],
      ['/search', '?q=a,b'],
      ['/search', '?q=a%2Cb'],
      ['/search', ''],
    ] as const)
      expect(isCacheableRoute(AT, path, search), path + search).toBe(true);
    for (const [path, search] of [
      ['/MODE', ''],
      ['/mode/', ''],
      ['/', '?r=123'],
      ['/p/123456', '?utm=x'],
      ['/mode', '?r=123'],
      ['/mode', '?page=2&sort=priceAsc'],
      ['/mode', '?sort=unknown'],
      ['/mode', '?pin=123456'],
      ['/search', '?q=kleid&r=1'],
      // every spelling of one search page would be stored apart
      ['/search', '?q=kleid&sort=zz1'],
      ['/search', '?q=kleid&sort=sortKey'],
      ['/search', '?q=kleid&page=02'],
      ['/search', '?q=kleid&page=1'],
      ['/search', '?q=kleid&q=rock'],
      ['/search', '?q=kleid&sort=priceAsc&sort=priceDesc'],
      ['/search', '?q=%6Bleid'],
      ['/search', '?q=rotes%20kleid'],
      ['/search', '?sort=priceAsc&q=kleid'],
      ['/search', '?page=2&q=kleid'],
    ] as const)
      expect(isCacheableRoute(AT, path, search), path + search).toBe(false);
  });

  it('knows each shop’s category paths in its own language', () => {
    const french = categoryPathIn('fr-CH', '/mode/damen-kleider');
    expect(french).not.toBe('/mode/damen-kleider');
    expect(isCacheableRoute(CHFR, french)).toBe(true);
    expect(isCacheableRoute(CHFR, '/mode/damen-kleider')).toBe(false);
  });
});
