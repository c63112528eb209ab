import { isbot } from 'isbot';
import { deviceTypeOf, type VisitorDeviceType } from '@/lib/targeting/device-type';

/** Where the shop runs (spec storefront S1): the web shop, or an in-store display. */
export type Runtime = 'shop' | 'store';

/** The native app's platforms, for its store link. */
export type AppPlatform = 'ios' | 'android';

/**
 * What the server derives about the visitor of a request (spec customer-and-content S3 "Client
 * state": runtime, isBot, deviceType; plus the app webview). Derived from the request alone, never
 * from anything the client claims about itself beyond its User-Agent.
 */
export interface ClientState {
  runtime: Runtime;
  /** a display the operator set up (store host or display cookie): it starts over when idle */
  display: boolean;
  /** the page is one of the native app's (/webview prefix) */
  webview: boolean;
  /** a well-known crawler: no personalisation, no tracking, no session rows */
  isBot: boolean;
  deviceType: VisitorDeviceType;
  /** the app platform the device runs, if any */
  platform: AppPlatform | null;
}

const IOS = /iPhone|iPad|iPod/i;
const ANDROID = /Android/i;

/**
 * HTTP libraries as the whole User-Agent: `isbot` counts them as bots, but they are also how native
 * apps and API clients call the shop (Android's okhttp, Node's fetch, curl), so they are no crawlers.
 */
const HTTP_LIBRARY =
  /^(node|undici|node-fetch|okhttp|curl|wget|axios|python-|python\/|go-http-client|apache-httpclient|java\/|libwww-perl|php|ruby|dart|postmanruntime|insomnia|httpie)/i;

/**
 * Whether a User-Agent header names a crawler: the `isbot` library's list of well-known ones (kept
 * current by its maintainers), except HTTP libraries that API clients use.
 */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  const ua = (userAgent ?? '').slice(0, 512).trim();
  return ua !== '' && isbot(ua) && !HTTP_LIBRARY.test(ua);
}

export function appPlatformOf(userAgent: string | null | undefined): AppPlatform | null {
  const ua = (userAgent ?? '').slice(0, 512);
  if (!ua || isBotUserAgent(ua)) return null;
  if (IOS.test(ua)) return 'ios';
  if (ANDROID.test(ua)) return 'android';
  return null;
}

export function clientStateOf(input: {
  userAgent: string | null | undefined;
  webview: boolean;
  runtime: Runtime;
  display?: boolean;
}): ClientState {
  return {
    runtime: input.runtime,
    display: input.display ?? false,
    webview: input.webview,
    isBot: isBotUserAgent(input.userAgent),
    deviceType: deviceTypeOf(input.userAgent),
    platform: appPlatformOf(input.userAgent),
  };
}
