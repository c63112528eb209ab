import { describe, expect, it } from 'vitest';
import type { ClientState } from './client-state';
import { isSmartBannerHiddenOn, smartBannerDismissed, smartBannerPlatform } from './smart-banner';

const shop = { app: { name: 'Lindgard', iosUrl: 'https://apps.apple.com/x', androidUrl: null } };
const phone: ClientState = {
  runtime: 'shop',
  display: false,
  webview: false,
  isBot: false,
  deviceType: 'smartphone',
  platform: 'ios',
};

describe('smart banner', () => {
  it('shows the store of the visitor platform when the shop links one', () => {
    expect(smartBannerPlatform(shop, phone, false)).toBe('ios');
    expect(smartBannerPlatform(shop, { ...phone, platform: 'android' }, false)).toBeNull();
    expect(smartBannerPlatform({}, phone, false)).toBeNull();
  });

  it('hides in the app, on displays, for crawlers, other devices and after dismissal', () => {
    expect(smartBannerPlatform(shop, { ...phone, webview: true }, false)).toBeNull();
    expect(smartBannerPlatform(shop, { ...phone, runtime: 'store' }, false)).toBeNull();
    expect(smartBannerPlatform(shop, { ...phone, isBot: true }, false)).toBeNull();
    expect(smartBannerPlatform(shop, { ...phone, deviceType: 'other' }, false)).toBeNull();
    expect(smartBannerPlatform(shop, { ...phone, deviceType: 'desktop', platform: null }, false)).toBeNull();
    expect(smartBannerPlatform(shop, phone, true)).toBeNull();
  });

  it('reads the dismissal cookie by its exact name', () => {
    expect(smartBannerDismissed('a=1; smartbanner_consent=1')).toBe(true);
    expect(smartBannerDismissed('xsmartbanner_consent=1')).toBe(false);
    expect(smartBannerDismissed(null)).toBe(false);
  });

  it('is hidden on the eleven excluded pages, also inside the app', () => {
    for (const path of [
      '/checkout',
      '/contact',
      '/customer',
      '/customer/maturities',
      '/customer/orders',
      '/customer/orders/12345678/1',
      '/directorderform',
      '/inspiration/sommer',
      '/wishlist',
      '/support',
      '/webview/checkout',
      '/wishlist/',
    ])
      expect(isSmartBannerHiddenOn(path), path).toBe(true);
    for (const path of ['/', '/basket', '/p/123456', '/mode', '/content/impressum', '/thanks', '/customers'])
      expect(isSmartBannerHiddenOn(path), path).toBe(false);
  });
});
