import { describe, expect, it } from 'vitest';
import { originOf, parseShopHosts, resolveShop } from './resolve-shop';
import { familyOf, SHOPS } from './shops';
import { LOCALES } from './shop';
import { unknownShopMessage, unknownShopPage } from './unknown-shop-page';

const none = parseShopHosts(undefined);
const code = (host: string | null, hosts = none) => {
  const r = resolveShop(host, hosts);
  return 'shop' in r ? r.shop.code : `unknown:${r.unknownCode}`;
};

describe('the shop family', () => {
  it('has 18 shops in families of 1, 4, 1, 7, 1 and 4 across the eight locales', () => {
    expect(SHOPS).toHaveLength(18);
    const families = [...new Set(SHOPS.map((s) => s.family))].map(
      (f) => SHOPS.filter((s) => s.family === f).length,
    );
    expect(families).toEqual([1, 4, 1, 7, 1, 4]);
    expect(new Set(SHOPS.map((s) => s.locale))).toEqual(new Set(LOCALES));
    expect(new Set(SHOPS.map((s) => s.currency))).toEqual(new Set(['EUR', 'CHF', 'CZK', 'SEK']));
    expect(new Set(SHOPS.map((s) => s.code)).size).toBe(18);
    expect(SHOPS.some((s) => s.index === 'noindex, follow')).toBe(true);
  });

  it('keeps siblings in one family', () => {
    const at = SHOPS.find((s) => s.code === 'lindgard-at')!;
    expect(familyOf(at).map((s) => s.code)).toEqual([
      'lindgard-at',
      'lindgard-de',
      'lindgard-ch',
      'lindgard-chfr',
    ]);
  });
});

describe('resolveShop', () => {
  it('answers the de-AT shop on the bare local hosts', () => {
    expect(code('localhost:3000')).toBe('lindgard-at');
    expect(code('127.0.0.1:3000')).toBe('lindgard-at');
    expect(code('[::1]:3000')).toBe('lindgard-at');
    expect(code('LOCALHOST')).toBe('lindgard-at');
  });

  it('answers every shop at {code}.localhost', () => {
    for (const shop of SHOPS) expect(code(`${shop.code}.localhost:3000`)).toBe(shop.code);
  });

  it('never answers another shop for an unknown code or host', () => {
    expect(code('nope.localhost:3000')).toBe('unknown:nope');
    expect(code('evil.example')).toBe('unknown:evil.example');
    expect(code('')).toBe('unknown:');
    expect(code(null)).toBe('unknown:');
    expect(code('a b')).toBe('unknown:a b');
    expect(code('lindgard-at.localhost.evil.example')).toBe('unknown:lindgard-at.localhost.evil.example');
  });

  it('maps configured hosts and uses their origin for absolute URLs', () => {
    const hosts = parseShopHosts('lindgard-at=https://www.lindgard.at, mirella-nl=www.mirella.nl');
    expect(code('www.lindgard.at', hosts)).toBe('lindgard-at');
    expect(code('www.mirella.nl', hosts)).toBe('mirella-nl');
    const at = SHOPS.find((s) => s.code === 'lindgard-at')!;
    const ch = SHOPS.find((s) => s.code === 'lindgard-chfr')!;
    expect(originOf(at, hosts, 3000)).toBe('https://www.lindgard.at');
    expect(originOf(ch, hosts, 3000)).toBe('http://lindgard-chfr.localhost:3000');
    expect(originOf(at, none, 3000)).toBe('http://localhost:3000');
  });

  it('refuses a malformed SHOP_HOSTS', () => {
    expect(() => parseShopHosts('nope=https://x.example')).toThrow(/does not name a configured shop/);
    expect(() => parseShopHosts('lindgard-at=https://x.example/path')).toThrow(/must be an origin/);
  });
});

describe('unknown shop page', () => {
  it('says \'Shop "{code}" is not configured\' and escapes the code', () => {
    expect(unknownShopMessage('nope')).toBe('Shop "nope" is not configured');
    expect(unknownShopPage('<script>')).toContain('Shop &quot;&lt;script&gt;&quot; is not configured');
    expect(unknownShopPage('<script>')).not.toContain('<script>');
  });
});

describe('shop money', () => {
  it('gives every shop of a locale the same currency and every shop of a currency the same fees', async () => {
    const { currencyOfLocale } = await import('./shop-money');
    const { FEES } = await import('./shops');
    for (const shop of SHOPS) {
      expect(currencyOfLocale(shop.locale), shop.code).toBe(shop.currency);
      expect(shop.fees, shop.code).toEqual(FEES[shop.currency]);
    }
  });

  it('derives the price lists by rate, rounding down and the market ending', async () => {
    const { listPrice, listAmount } = await import('./price-list-rules');
    expect(listPrice(4999, 'EUR')).toBe(4999);
    expect(listPrice(4999, 'CHF')).toBe(4790);
    expect(listPrice(4999, 'CZK')).toBe(124900);
    expect(listPrice(4999, 'SEK')).toBe(57900);
    expect(listPrice(0, 'SEK')).toBe(0);
    // monotone: a list sorts like the euro list
    for (let p = 100; p < 20000; p += 37)
      expect(listPrice(p + 1, 'CHF')).toBeGreaterThanOrEqual(listPrice(p, 'CHF'));
    expect(listAmount(1500, 'CZK')).toBe(37500);
  });
});
