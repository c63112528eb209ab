/** The first layer's element id (components/consent/consent-first-layer.tsx). */
export const CONSENT_FIRST_LAYER_ID = 'shop-consent';

/**
 * A choice clicked before the page's scripts ran, until the consent manager stored it: the tab's
 * sessionStorage keeps 'accept' or 'reject' under this key, so that moving on to another page at
 * once loses nothing (a strictly necessary entry: it only carries the consent choice).
 */
export const PENDING_CONSENT_KEY = 'shop_consent_pending';

/**
 * The first layer's state on `<html data-consent>`: the stylesheet shows the layer for 'ask' and
 * 'changed' only. 'settings' hides it while the settings layer is open, 'pending' while a choice
 * clicked before the scripts ran waits for the consent manager.
 */
export type ConsentLayerState = 'ask' | 'changed' | 'decided' | 'gpc' | 'settings' | 'pending';

/**
 * Marks a plain button that opens the consent settings (the footer's privacy settings, drawn as
 * static HTML): the consent provider takes its click.
 */
export const CONSENT_SETTINGS_ATTRIBUTE = 'data-consent-settings';

/** A button of the first layer. */
export type ConsentLayerAction = 'accept' | 'reject' | 'settings';

declare global {
  interface Window {
    /** the provider's handler of the first layer's buttons, once the page's scripts run */
    shopConsent?: (action: ConsentLayerAction) => void;
    /** the settings button was clicked before that (the state script notes it) */
    shopConsentSettings?: boolean;
    /** the provider's opener of the settings, once it takes the plain settings buttons' clicks */
    shopConsentOpenSettings?: () => void;
  }
}

export function layerState(): ConsentLayerState | undefined {
  return document.documentElement.dataset.consent as ConsentLayerState | undefined;
}

export function setLayerState(state: ConsentLayerState): void {
  document.documentElement.dataset.consent = state;
}

/** The choice clicked before the scripts ran (PENDING_CONSENT_KEY), if any. */
export function pendingChoice(): 'accept' | 'reject' | null {
  try {
    const value = sessionStorage.getItem(PENDING_CONSENT_KEY);
    return value === 'accept' || value === 'reject' ? value : null;
  } catch {
    return null;
  }
}

export function clearPendingChoice(): void {
  try {
    sessionStorage.removeItem(PENDING_CONSENT_KEY);
  } catch {
    // storage unavailable: nothing was kept
  }
}
