import { ATTRIBUTION_COOKIES, ATTRIBUTION_DAYS } from '@/lib/attribution/attribution-cookies';
import { AUTH_COOKIE } from '@/lib/auth/auth-cookie';
import { DEVICE_COOKIE } from '@/lib/auth/device-cookie';
import { BASKET_COUNT_COOKIE } from '@/lib/basket/basket-count-cookie';
import { CONSENT_COOKIE, CONSENT_DAYS } from '@/lib/consent/consent-cookie';
import { SMART_BANNER_COOKIE, SMART_BANNER_DAYS } from '@/lib/client/smart-banner';
import { DISPLAY_COOKIE } from '@/lib/store/display-cookie';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import { CONTENT_VARIANT_DAYS, contentVariantCookie } from '@/lib/targeting/content-variant';
import { VISITOR_COOKIE } from '@/lib/visitor-id';
import {
  RECO_SESSION_COOKIE,
  RECO_SESSION_DAYS,
  RECO_USER_COOKIE,
  RECO_USER_DAYS,
} from '@/lib/recommendation/reco-session';

import type { ConsentGroup } from './consent-groups';

export { CONSENT_GROUPS, type ConsentGroup } from './consent-groups';

export interface CookieEntry {
  name: string;
  group: ConsentGroup;
  /** message key under content.cookiePurpose */
  purpose: string;
  lifetime: { unit: 'session' | 'hours' | 'days' | 'years'; count: number };
}

/**
 * Every cookie the shop sets, for the cookie list of the privacy pages (CookieList item). Kept next
 * to the code that sets them; a unit test checks that each cookie name in the code is listed here.
 */
export const COOKIES: readonly CookieEntry[] = [
  { name: SESSION_COOKIE, group: 'C0001', purpose: 'session', lifetime: { unit: 'years', count: 1 } },
  {
    name: BASKET_COUNT_COOKIE,
    group: 'C0001',
    purpose: 'basketCount',
    lifetime: { unit: 'years', count: 1 },
  },
  { name: AUTH_COOKIE, group: 'C0001', purpose: 'auth', lifetime: { unit: 'days', count: 30 } },
  { name: DEVICE_COOKIE, group: 'C0001', purpose: 'device', lifetime: { unit: 'years', count: 1 } },
  { name: VISITOR_COOKIE, group: 'C0001', purpose: 'visitor', lifetime: { unit: 'days', count: 60 } },
  {
    name: CONSENT_COOKIE,
    group: 'C0001',
    purpose: 'consent',
    lifetime: { unit: 'days', count: CONSENT_DAYS },
  },
  {
    name: SMART_BANNER_COOKIE,
    group: 'C0001',
    purpose: 'smartBanner',
    lifetime: { unit: 'days', count: SMART_BANNER_DAYS },
  },
  {
    name: DISPLAY_COOKIE,
    group: 'C0001',
    purpose: 'display',
    lifetime: { unit: 'years', count: 1 },
  },
  { name: 'shop_preview', group: 'C0001', purpose: 'preview', lifetime: { unit: 'hours', count: 2 } },
  { name: '__prerender_bypass', group: 'C0001', purpose: 'preview', lifetime: { unit: 'session', count: 0 } },
  { name: 'payload-token', group: 'C0001', purpose: 'editor', lifetime: { unit: 'hours', count: 8 } },
  // per shop: {shop} stands for the shop's code in the banner's cookie table
  {
    name: contentVariantCookie('{shop}'),
    group: 'C0002',
    purpose: 'contentVariant',
    lifetime: { unit: 'days', count: CONTENT_VARIANT_DAYS },
  },
  ...ATTRIBUTION_COOKIES.map((name): CookieEntry => ({
    name,
    group: 'C0004',
    purpose: 'attribution',
    lifetime: { unit: 'days', count: ATTRIBUTION_DAYS },
  })),
  // the recommendation service's session and user ids (spec S9: 7 and 60 days), only with Targeting
  {
    name: RECO_SESSION_COOKIE,
    group: 'C0004',
    purpose: 'recoSession',
    lifetime: { unit: 'days', count: RECO_SESSION_DAYS },
  },
  {
    name: RECO_USER_COOKIE,
    group: 'C0004',
    purpose: 'recoUser',
    lifetime: { unit: 'days', count: RECO_USER_DAYS },
  },
];
