import { isbot } from 'isbot';

/** The device classes content can be targeted at (spec customer-and-content S9). */
export const DEVICE_TYPES = ['smartphone', 'landscape', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** A visitor's device class: one of the four, or 'other' (a crawler, a TV, no browser at all). */
export type VisitorDeviceType = DeviceType | 'other';

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i;
const PHONE = /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|BlackBerry|Opera Mini/i;
/** TVs, consoles and set-top boxes: browsers, but no device the shop's layouts are made for */
const LIVING_ROOM =
  /SmartTV|SMART-TV|Tizen|Web0S|WebOS|HbbTV|NetCast|BRAVIA|AppleTV|CrKey|PlayStation|Xbox|Nintendo/i;
/** a desktop operating system as browsers name it */
const DESKTOP = /Windows NT|Macintosh|X11|Linux x86_64|CrOS/i;

/**
 * The device class a User-Agent header names (spec customer-and-content S3 client state). The server
 * cannot see the screen's orientation: a phone is 'smartphone' here ('landscape' is the same phone
 * turned, told apart in the browser). 'other': no header, a crawler, a TV or console, or anything
 * that is no browser on a known system.
 */
export function deviceTypeOf(userAgent: string | null | undefined): VisitorDeviceType {
  const ua = (userAgent ?? '').slice(0, 512);
  if (!ua || isbot(ua) || LIVING_ROOM.test(ua)) return 'other';
  if (TABLET.test(ua)) return 'tablet';
  if (PHONE.test(ua)) return 'smartphone';
  if (DESKTOP.test(ua)) return 'desktop';
  return 'other';
}
