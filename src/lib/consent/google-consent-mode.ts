import type { ConsentGroup } from './consent-groups';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** What Google Consent Mode v2 calls each purpose, and the group that grants it. */
const SIGNALS: Record<string, ConsentGroup> = {
  security_storage: 'C0001',
  analytics_storage: 'C0002',
  functionality_storage: 'C0003',
  personalization_storage: 'C0003',
  ad_storage: 'C0004',
  ad_user_data: 'C0004',
  ad_personalization: 'C0004',
};

/** A gtag() call as a tag manager reads it from the data layer: the arguments object itself. */
function gtag(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params -- gtag.js reads an Arguments object, not an array
  window.dataLayer.push(arguments);
}

/** The Consent Mode signals of a set of groups: granted or denied per purpose. */
export function consentSignals(groups: ReadonlySet<ConsentGroup>): Record<string, 'granted' | 'denied'> {
  return Object.fromEntries(
    Object.entries(SIGNALS).map(([signal, group]) => [signal, groups.has(group) ? 'granted' : 'denied']),
  );
}

let defaultsSet = false;

/**
 * Consent Mode v2 defaults in the data layer before any tag could run: everything but security
 * denied until the visitor chooses (a tag manager waits 500 ms for an update).
 */
export function signalConsentDefaults(): void {
  if (defaultsSet) return;
  defaultsSet = true;
  gtag('consent', 'default', { ...consentSignals(new Set(['C0001'])), wait_for_update: 500 });
}

/** Consent Mode v2 update after a choice (or a stored one on page load). */
export function signalConsent(groups: ReadonlySet<ConsentGroup>): void {
  signalConsentDefaults();
  gtag('consent', 'update', consentSignals(groups));
}
