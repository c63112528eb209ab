import { CONSENT_GROUPS, type ConsentGroup } from './consent-groups';

/** The consent cookie (the "consent-provider cookie" of customer-and-content S9), 60 days. */
export const CONSENT_COOKIE = 'shop_consent';
export const CONSENT_DAYS = 60;

export interface ConsentState {
  /** the accepted groups; C0001 is always among them */
  groups: ReadonlySet<ConsentGroup>;
  /** the banner version the choice was made on */
  revision: number;
}

const isGroup = (value: unknown): value is ConsentGroup =>
  typeof value === 'string' && (CONSENT_GROUPS as readonly string[]).includes(value);

/**
 * The stored choice from a Cookie header or document.cookie (the consent manager writes the cookie
 * as URI-encoded JSON with `categories` and `revision`); null when there is none or it does not
 * parse or lacks the manager's consent id. Unknown groups are ignored, the necessary group is always
 * granted.
 */
export function readConsentCookie(cookieHeader: string): ConsentState | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== CONSENT_COOKIE) continue;
    try {
      const value = JSON.parse(decodeURIComponent(part.slice(eq + 1).trim())) as {
        categories?: unknown;
        revision?: unknown;
        consentId?: unknown;
      };
      // the consent manager counts a choice only with its id: without one it would ask again
      if (!Array.isArray(value.categories) || typeof value.revision !== 'number') return null;
      if (typeof value.consentId !== 'string' || value.consentId === '') return null;
      return { groups: new Set(['C0001', ...value.categories.filter(isGroup)]), revision: value.revision };
    } catch {
      return null;
    }
  }
  return null;
}

/** The stored choice if it was made on the current banner version, else null (the banner asks again). */
export function currentConsent(cookieHeader: string, revision: number): ConsentState | null {
  const state = readConsentCookie(cookieHeader);
  return state && state.revision === revision ? state : null;
}

/** optIn (every group), optOut (only the necessary group) or selection, as the cookie banner names them. */
export function consentAction(groups: ReadonlySet<ConsentGroup>): 'optIn' | 'optOut' | 'selection' {
  if (CONSENT_GROUPS.every((g) => groups.has(g))) return 'optIn';
  if (groups.size === 1) return 'optOut';
  return 'selection';
}
