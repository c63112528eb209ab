/** The device classes content can be targeted at (spec customer-and-content S9). */
export const DEVICE_TYPES = ['smartphone', 'landscape', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i;
const PHONE = /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|BlackBerry|Opera Mini/i;

/**
 * The device class a User-Agent header names. The server cannot see the screen's orientation:
 * a phone is 'smartphone' here ('landscape' is the same phone turned, told apart in the browser).
 * Anything unknown (no header, a bot, a desktop browser) is 'desktop'.
 */
export function deviceTypeOf(userAgent: string | null | undefined): DeviceType {
  const ua = (userAgent ?? '').slice(0, 512);
  if (TABLET.test(ua)) return 'tablet';
  if (PHONE.test(ua)) return 'smartphone';
  return 'desktop';
}
