import { describe, expect, it } from 'vitest';
import { PLAIN_LINKS, shopHref, withoutWebviewPrefix } from './shop-href';

describe('shopHref', () => {
  const app = { webview: true, store: false };
  const store = { webview: false, store: true };

  it('leaves every link of a plain web page as it is', () => {
    expect(shopHref('/basket', PLAIN_LINKS)).toBe('/basket');
  });

  it('puts the app prefix in front of the pages inside the app, once', () => {
    expect(shopHref('/', app)).toBe('/webview');
    expect(shopHref('/basket', app)).toBe('/webview/basket');
    expect(shopHref('/p/123456?epid=1#x', app)).toBe('/webview/p/123456?epid=1#x');
    expect(shopHref('/webview/basket', app)).toBe('/webview/basket');
    // a category that merely starts with the letters is still prefixed
    expect(shopHref('/webviewer', app)).toBe('/webview/webviewer');
  });

  it('leaves external links, fragments and non-page paths alone', () => {
    for (const href of [
      'https://example.org/x',
      '//evil.example/x',
      '#top',
      '/api/draft-exit?slug=/',
      '/image/abc',
      '/graphql',
    ])
      expect(shopHref(href, { webview: true, store: true })).toBe(href);
  });

  it('marks the links of an in-store display with store=1, keeping query and fragment', () => {
    expect(shopHref('/p/123456', store)).toBe('/p/123456?store=1');
    expect(shopHref('/mode?sort=price#top', store)).toBe('/mode?sort=price&store=1#top');
    expect(shopHref('/p/123456?store=1', store)).toBe('/p/123456?store=1');
  });
});

describe('withoutWebviewPrefix', () => {
  it('strips the prefix only', () => {
    expect(withoutWebviewPrefix('/webview')).toBe('/');
    expect(withoutWebviewPrefix('/webview/basket')).toBe('/basket');
    expect(withoutWebviewPrefix('/webview?x=1')).toBe('/?x=1');
    expect(withoutWebviewPrefix('/webviewer')).toBe('/webviewer');
  });
});
