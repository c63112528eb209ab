import { describe, expect, it } from 'vitest';
import { appPlatformOf, clientStateOf, isBotUserAgent } from './client-state';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('client state', () => {
  it('flags the well-known crawlers and nothing a shopper uses', () => {
    for (const bot of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    ])
      expect(isBotUserAgent(bot)).toBe(true);
    for (const shopper of [IPHONE, PIXEL, DESKTOP, '', null]) expect(isBotUserAgent(shopper)).toBe(false);
    // API clients and native apps call through HTTP libraries: no crawlers
    for (const client of ['okhttp/4.12.0', 'node', 'curl/8.5.0', 'Apache-HttpClient/4.5.14 (Java/17)'])
      expect(isBotUserAgent(client), client).toBe(false);
  });

  it('names the app platform of phones and tablets only', () => {
    expect(appPlatformOf(IPHONE)).toBe('ios');
    expect(appPlatformOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe('ios');
    expect(appPlatformOf(PIXEL)).toBe('android');
    expect(appPlatformOf(DESKTOP)).toBeNull();
    expect(
      appPlatformOf('Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X) (compatible; Googlebot/2.1)'),
    ).toBeNull();
  });

  it('derives runtime, app, bot and device from the request', () => {
    expect(clientStateOf({ userAgent: IPHONE, webview: true, runtime: 'shop' })).toEqual({
      runtime: 'shop',
      display: false,
      webview: true,
      isBot: false,
      deviceType: 'smartphone',
      platform: 'ios',
    });
    expect(clientStateOf({ userAgent: 'Googlebot/2.1', webview: false, runtime: 'store' })).toMatchObject({
      runtime: 'store',
      isBot: true,
      deviceType: 'other',
    });
  });
});
