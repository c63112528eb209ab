import { describe, expect, it } from 'vitest';
import { isCacheablePageRequest, pageCacheKey, type PageRequestFacts } from './cacheable-request';

function request(
  url: string,
  extra: Partial<Omit<PageRequestFacts, 'header'>> & { headers?: Record<string, string> } = {},
) {
  const parsed = new URL(url, 'http://shop.test');
  const headers = extra.headers ?? {};
  return {
    method: extra.method ?? 'GET',
    pathname: parsed.pathname,
    searchParams: parsed.searchParams,
    header: (name: string) => headers[name] ?? null,
    cookieNames: extra.cookieNames ?? [],
  };
}

describe('isCacheablePageRequest', () => {
  it('shares the catalogue pages of anonymous shoppers', () => {
    for (const url of [
      '/',
      '/mode/damen-kleider',
      '/mode?searchColor=blau&page=2',
      '/p/123456',
      '/search?q=Kleid',
    ]) {
      expect(isCacheablePageRequest(request(url)), url).toBe(true);
    }
  });

  it('leaves client navigations, server actions and other methods to the app', () => {
    expect(isCacheablePageRequest(request('/mode', { headers: { rsc: '1' } }))).toBe(false);
    expect(isCacheablePageRequest(request('/mode?_rsc=1x2y'))).toBe(false);
    expect(isCacheablePageRequest(request('/mode', { headers: { 'next-action': 'abc' } }))).toBe(false);
    expect(isCacheablePageRequest(request('/mode', { method: 'POST' }))).toBe(false);
    expect(isCacheablePageRequest(request('/mode', { method: 'HEAD' }))).toBe(false);
  });

  it('does not share pages of a draft-mode preview, an in-store display or the key view', () => {
    expect(isCacheablePageRequest(request('/mode', { cookieNames: ['__prerender_bypass'] }))).toBe(false);
    expect(isCacheablePageRequest(request('/mode', { cookieNames: ['shop_display'] }))).toBe(false);
    expect(isCacheablePageRequest(request('/mode?localeTexts=true'))).toBe(false);
  });

  it("shares the app's pages under their own paths, apart from the web's", () => {
    expect(isCacheablePageRequest(request('/webview/mode'))).toBe(true);
    expect(pageCacheKey('lindgard-at', '/webview/mode', '')).not.toBe(
      pageCacheKey('lindgard-at', '/mode', ''),
    );
  });

  it('shares pages with shoppers whatever cookies they have besides draft mode', () => {
    expect(isCacheablePageRequest(request('/mode', { cookieNames: ['shop_session'] }))).toBe(true);
    expect(isCacheablePageRequest(request('/p/123456', { cookieNames: ['shop_session'] }))).toBe(true);
    expect(
      isCacheablePageRequest(request('/mode', { cookieNames: ['shop_session', 'shop_basket_count'] })),
    ).toBe(true);
    expect(
      isCacheablePageRequest(request('/mode', { cookieNames: ['shop_session', '_ga', 'consent'] })),
    ).toBe(true);
    expect(
      isCacheablePageRequest(request('/mode', { cookieNames: ['shop_session', '__prerender_bypass'] })),
    ).toBe(false);
  });
});

describe('pageCacheKey', () => {
  it('keeps shops, paths and queries apart', () => {
    expect(pageCacheKey('lindgard-at', '/mode', '?page=2')).toBe('lindgard-at:/mode?page=2');
    expect(pageCacheKey('lindgard-at', '/mode', '')).not.toBe(pageCacheKey('lindgard-de', '/mode', ''));
    expect(pageCacheKey('lindgard-at', '/mode', '?page=2')).not.toBe(
      pageCacheKey('lindgard-at', '/mode', ''),
    );
  });

  it('keeps HTTPS pages (HSTS, upgraded requests) apart from HTTP ones, the path after the first colon', () => {
    const https = pageCacheKey('lindgard-at', '/mode', '', 'bot', true);
    expect(https).not.toBe(pageCacheKey('lindgard-at', '/mode', '', 'bot'));
    expect(https.slice(https.indexOf(':') + 1)).toBe('/mode');
  });
});
