'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { setTrackingConsent, track } from '@/lib/analytics/track';
import { consentAction, currentConsent } from '@/lib/consent/consent-cookie';
import type { ConsentGroup } from '@/lib/consent/consent-groups';
import { signalConsent, signalConsentDefaults } from '@/lib/consent/google-consent-mode';
import { useShop } from '@/components/shop/shop-provider';
import {
  CONSENT_FIRST_LAYER_ID,
  CONSENT_SETTINGS_ATTRIBUTE,
  clearPendingChoice,
  layerState,
  pendingChoice,
  setLayerState,
  type ConsentLayerAction,
  type ConsentLayerState,
} from '@/lib/consent/consent-first-layer-state';
import type { ConsentDialogOptions } from './consent-dialogs';

export interface ConsentValue {
  /** the granted groups; only C0001 until the visitor chose (or with a privacy signal) */
  groups: ReadonlySet<ConsentGroup>;
  /** the visitor chose on this banner version, or the browser objects (Global Privacy Control) */
  decided: boolean;
  /** opens the settings layer (footer link) */
  openSettings: () => void;
  /** applies a choice made elsewhere (the native app's settings) */
  choose: (groups: readonly ConsentGroup[]) => void;
}

const NECESSARY: ReadonlySet<ConsentGroup> = new Set(['C0001']);
const ConsentContext = createContext<ConsentValue>({
  groups: NECESSARY,
  decided: false,
  openSettings: () => {},
  choose: () => {},
});

/** The visitor's consent for the components below (wishlist targeting, tracking, survey teaser). */
export function useConsent(): ConsentValue {
  return useContext(ConsentContext);
}

/** A cookie-banner action (customer-and-content S4: the cookieBanner actions), tracked with consent. */
function trackBannerAction(action: 'visible' | 'settings' | 'optIn' | 'optOut' | 'selection'): void {
  track('cookieBanner', { action });
}

/** SameSite=None needs Secure, which the manager sets on HTTPS only: on http:// the cookie stays Lax. */
function framedOrPreview(): boolean {
  if (window.location.protocol !== 'https:') return false;
  try {
    if (window.self !== window.top) return true;
  } catch {
    return true;
  }
  return /(?:^|;\s*)(?:__prerender_bypass|shop_preview)=/.test(document.cookie);
}

const CHOICE_EVENT = 'shop:consent-chosen';
/** the snapshot before hydration (the server knows no choice) */
const SERVER = 'server';
const GPC = 'gpc';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHOICE_EVENT, onChange);
  return () => window.removeEventListener(CHOICE_EVENT, onChange);
}

/** The stored choice on this banner version as a string ('C0001 C0002'), 'gpc' or '' (none). */
function choiceSnapshot(revision: number): string {
  const stored = currentConsent(document.cookie, revision);
  if (stored) return [...stored.groups].join(' ');
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  return gpc ? GPC : '';
}

const dialogs = () => import('./consent-dialogs');

/**
 * Consent first (decision 0019): the stored choice is read from the cookie without loading the
 * consent manager. A visitor who has not chosen on the current banner version sees the first layer,
 * rendered with the page (decision 0031); the manager behind its buttons loads at the visitor's
 * first interaction (after the page is idle when an older banner's choice must be cleared up). A browser that sends the Global Privacy Control signal is not asked:
 * it objects, and may still opt in in the settings.
 */
export function ConsentProvider({ revision, children }: { revision: number; children: React.ReactNode }) {
  const { locale } = useShop();
  const snapshot = useSyncExternalStore(
    subscribe,
    () => choiceSnapshot(revision),
    () => SERVER,
  );
  const options = useRef<ConsentDialogOptions | null>(null);
  /** the first layer's state before the settings layer opened over it */
  const asked = useRef<ConsentLayerState>('ask');

  const dialogOptions = useCallback((): ConsentDialogOptions => {
    options.current ??= {
      locale,
      revision,
      crossSite: framedOrPreview(),
      // the manager has written the cookie: read it again
      onChoice: (chosen) => {
        window.dispatchEvent(new Event(CHOICE_EVENT));
        track('consent', { action: consentAction(chosen), groups: [...chosen], bannerVersion: revision });
      },
      onAction: trackBannerAction,
      // closed without a choice: the first layer asks again
      onSettingsClosed: () => {
        if (layerState() === 'settings' && choiceSnapshot(revision) === '') setLayerState(asked.current);
      },
    };
    return options.current;
  }, [locale, revision]);

  const groups = useMemo<ReadonlySet<ConsentGroup>>(
    () =>
      snapshot === SERVER || snapshot === GPC || snapshot === ''
        ? NECESSARY
        : new Set(snapshot.split(' ') as ConsentGroup[]),
    [snapshot],
  );

  useEffect(() => {
    if (snapshot === SERVER) return;
    // the tracker holds events until it knows the choice, and sends only what it allows
    setTrackingConsent(groups, snapshot !== '');
    signalConsentDefaults();
    if (snapshot !== '') {
      signalConsent(groups);
      setLayerState(snapshot === GPC ? 'gpc' : 'decided');
      clearPendingChoice();
      return;
    }
    // the first layer shows (its state script decided so before the first paint), or a choice
    // clicked before the scripts ran waits
    const state = layerState();
    if (state === 'ask' || state === 'changed') asked.current = state;
    const pending = pendingChoice();
    if (!pending && document.getElementById(CONSENT_FIRST_LAYER_ID)) trackBannerAction('visible');
    // the layer goes when the choice is stored
    const act = (action: ConsentLayerAction) => {
      if (action === 'settings') setLayerState('settings');
      const opened =
        action === 'settings'
          ? dialogs().then((m) => m.showConsentSettings(dialogOptions()))
          : dialogs().then((m) => m.acceptAllOrNone(dialogOptions(), action === 'accept'));
      // the manager could not start (no texts, no connection, the shopper moved on meanwhile): the
      // first layer asks again, and a choice clicked before the scripts ran stays for the next page
      void opened.then(
        (ok) => {
          if (!ok) setLayerState(asked.current);
          else if (action !== 'settings') clearPendingChoice();
        },
        () => setLayerState(asked.current),
      );
    };
    window.shopConsent = act;
    if (pending) act(pending);
    else if (window.shopConsentSettings) act('settings');
    delete window.shopConsentSettings;
    const start = () => void dialogs().then((m) => m.startConsentDialogs(dialogOptions()));
    let cancel: () => void;
    if (state === 'changed') {
      // a choice on an older banner: the manager clears the cookies it no longer allows, soon
      if ('requestIdleCallback' in window) {
        const id = window.requestIdleCallback(start, { timeout: 3000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = setTimeout(start, 1);
        cancel = () => clearTimeout(id);
      }
    } else {
      // a first visit: the manager (and its texts) load at the visitor's first key press, pointer
      // or touch, before a choice is clicked, not while the page starts (issue 50: its evaluation
      // was a long task on the slow mobile profile); a click on the layer loads it in any case
      const events = ['keydown', 'pointerdown', 'touchstart'] as const;
      const once = () => {
        cancel();
        start();
      };
      for (const type of events) window.addEventListener(type, once, { passive: true, capture: true });
      cancel = () => {
        for (const type of events) window.removeEventListener(type, once, { capture: true });
      };
    }
    return () => {
      cancel();
      if (window.shopConsent === act) delete window.shopConsent;
    };
  }, [snapshot, groups, dialogOptions]);

  const openSettings = useCallback(() => {
    const state = layerState();
    const hidden = state === 'ask' || state === 'changed';
    if (hidden) {
      asked.current = state;
      setLayerState('settings');
    }
    // the manager could not start (no texts, no connection): the first layer it hid asks again
    const restore = () => {
      if (hidden) setLayerState(state);
    };
    void dialogs()
      .then((m) => m.showConsentSettings(dialogOptions()))
      .then((ok) => {
        if (!ok) restore();
      }, restore);
  }, [dialogOptions]);

  // the plain buttons that open the settings (the footer's, static HTML): a click before this ran
  // was noted by the first layer's state script
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (target?.closest?.(`button[${CONSENT_SETTINGS_ATTRIBUTE}]`)) openSettings();
    };
    document.addEventListener('click', onClick);
    window.shopConsentOpenSettings = openSettings;
    if (window.shopConsentSettings) {
      delete window.shopConsentSettings;
      openSettings();
    }
    return () => {
      document.removeEventListener('click', onClick);
      if (window.shopConsentOpenSettings === openSettings) delete window.shopConsentOpenSettings;
    };
  }, [openSettings]);

  const choose = useCallback(
    (chosen: readonly ConsentGroup[]) => {
      void dialogs().then((m) => m.applyConsentChoice(dialogOptions(), chosen));
    },
    [dialogOptions],
  );

  const value = useMemo(
    () => ({ groups, decided: snapshot !== SERVER && snapshot !== '', openSettings, choose }),
    [groups, snapshot, openSettings, choose],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}
