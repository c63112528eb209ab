'use client';

import { useEffect } from 'react';
import { useConsent } from '@/components/consent/consent-provider';
import { track } from '@/lib/analytics/track';
import {
  ATTRIBUTION_COOKIES,
  ATTRIBUTION_DAYS,
  readAttribution,
  type Attribution,
} from '@/lib/attribution/attribution-cookies';
import { entrySource } from '@/lib/attribution/entry-source';
import { nextAttribution } from '@/lib/attribution/next-attribution';
import { readConsentCookie } from '@/lib/consent/consent-cookie';

interface PageEntry {
  url: string;
  referrer: string;
  /** the first page of a visit: no referrer on this shop */
  entry: boolean;
  webview: boolean;
  /** the visitor allowed Targeting before this page loaded */
  targetingAtLoad: boolean;
  applied: boolean;
}

let pageEntry: PageEntry | null = null;

/** Marks the browser tab's visit (sessionStorage, with Targeting consent only): a direct load within it is no entry. */
const VISIT_KEY = 'shop_attribution_visit';

function inVisit(): boolean {
  try {
    return sessionStorage.getItem(VISIT_KEY) === '1';
  } catch {
    return false;
  }
}

function markVisit(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(VISIT_KEY, '1');
    else sessionStorage.removeItem(VISIT_KEY);
  } catch {
    // storage unavailable: every direct load counts as an entry
  }
}

/**
 * How this page was entered, as the browser saw it on load (client navigations keep it). An entry
 * is an arrival from another site or through a campaign link, or a load from nowhere (typed,
 * bookmark) that does not belong to a visit already running in this tab.
 */
function entryOfThisLoad(): PageEntry {
  if (pageEntry) return pageEntry;
  let sameSite = false;
  try {
    sameSite = document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    sameSite = false;
  }
  const external = document.referrer !== '' && !sameSite;
  const params = new URLSearchParams(window.location.search);
  const campaign = ['ecc', 'utm_source', 'utm_medium'].some((key) => params.has(key));
  pageEntry = {
    url: window.location.href,
    referrer: document.referrer,
    entry: external || campaign || (!sameSite && !inVisit()),
    webview: window.location.pathname === '/webview' || window.location.pathname.startsWith('/webview/'),
    targetingAtLoad: readConsentCookie(document.cookie)?.groups.has('C0004') ?? false,
    applied: false,
  };
  return pageEntry;
}

function writeCookies(attribution: Attribution): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  for (const name of ATTRIBUTION_COOKIES) {
    const value = attribution[name];
    if (value)
      document.cookie = `${name}=${value}; Path=/; Max-Age=${ATTRIBUTION_DAYS * 86_400}; SameSite=Lax${secure}`;
  }
}

function clearCookies(): void {
  for (const name of ATTRIBUTION_COOKIES)
    if (readAttribution(document.cookie)[name]) document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * The attribution cookies of customer-and-content S9 (decision 0021), only with Targeting consent:
 * on a visit's entry page they take its channel; when the visitor allows Targeting on a later page
 * whose entry is unknown, the current pair is overwritten (NO_ENTRY_PAGE); a withdrawal removes
 * them. Each application is a `marketing` event.
 */
export function AttributionRecorder() {
  const { groups, decided } = useConsent();
  const targeting = groups.has('C0004');
  // the entry as the page was loaded, before any choice or client navigation changes what it shows
  useEffect(() => void entryOfThisLoad(), []);
  useEffect(() => {
    if (!decided) return;
    if (!targeting) {
      clearCookies();
      markVisit(false);
      return;
    }
    const entry = entryOfThisLoad();
    if (entry.applied) return;
    entry.applied = true;
    // a later page of a visit that had Targeting already: its entry page set the cookies
    if (!entry.entry && entry.targetingAtLoad) return;
    const source = entrySource({
      url: entry.url,
      referrer: entry.referrer,
      entry: entry.entry,
      webview: entry.webview,
    });
    writeCookies(nextAttribution(readAttribution(document.cookie), source));
    markVisit(true);
    track('marketing', {
      sourceType: source.sourceType,
      ecc: source.ecc,
      eccMarketing: source.eccMarketing,
      campaign: source.campaign,
    });
  }, [decided, targeting]);
  return null;
}
