import { z } from 'zod';
import { CONSENT_GROUPS } from '@/lib/consent/consent-groups';
import { shortText } from './common';

/** A consent choice as the data layer reports it (the proof itself is the consent record). */
export const consent = z.strictObject({
  action: z.enum(['optIn', 'optOut', 'selection']),
  groups: z.array(z.enum(CONSENT_GROUPS)).min(1).max(CONSENT_GROUPS.length),
  bannerVersion: z.number().int().min(0),
});

/** The cookie banner's actions (customer-and-content S4). */
export const cookieBanner = z.strictObject({
  action: z.enum(['optIn', 'optOut', 'selection', 'settings', 'visible']),
});

/** The shop a page belongs to and how it runs. */
export const shop = z.strictObject({
  shopCode: z.string().min(2).max(32),
  locale: z.string().min(2).max(10),
  runtime: z.enum(['shop', 'store']),
  webview: z.boolean(),
});

/** A feature used (filter panel opened, size advice, share, copy coupon code …). */
export const feature = z.strictObject({
  name: z.string().min(1).max(64),
  action: z.string().min(1).max(64),
  label: shortText.optional(),
});

/** Where a visit came from (customer-and-content S9 attribution cookies and source types). */
export const marketing = z.strictObject({
  sourceType: z.enum([
    'QUERY',
    'REFERRER',
    'REFERRER_FALLBACK',
    'APP',
    'APP_FALLBACK',
    'DEFAULT',
    'NO_ENTRY_PAGE',
  ]),
  ecc: z.string().regex(/^\d{3}$/),
  eccMarketing: z
    .string()
    .regex(/^\d{3}$/)
    .nullable(),
  campaign: shortText.nullable(),
});

/** A visitor's variation in an A/B test (content_variant_test_{shopCode}). */
export const experiment = z.strictObject({
  test: z.string().min(1).max(64),
  variation: z.string().min(1).max(64),
});

/** A Core Web Vitals measurement of a real visit (the web-vitals library's metric). */
export const webVitals = z.strictObject({
  name: z.enum(['LCP', 'INP', 'CLS', 'TTFB', 'FCP']),
  /** milliseconds; CLS unitless */
  value: z.number().finite().min(0).max(600_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  navigationType: z.enum([
    'navigate',
    'reload',
    'back-forward',
    'back-forward-cache',
    'prerender',
    'restore',
    'soft-navigation',
  ]),
  /** the metric's id, unique per page load */
  metricId: z.string().min(1).max(64),
});
