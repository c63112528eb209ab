import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-theme.css';
import { CONSENT_COOKIE, CONSENT_DAYS, consentAction } from '@/lib/consent/consent-cookie';
import type { ConsentBannerTexts } from '@/lib/consent/consent-banner-texts';
import { CONSENT_GROUPS, type ConsentGroup } from '@/lib/consent/consent-groups';
import { getOperation, postOperation } from '@/lib/graphql-client';
import { ensureVisitorId } from '@/lib/visitor-id';

/** The consentBanner query's answer (src/graphql/operations/consent.graphql). */
type Banner = ConsentBannerTexts & { revision: number; textHash: string };

export interface ConsentDialogOptions {
  locale: string;
  /** the banner version the page was rendered with */
  revision: number;
  /** the page is framed or a preview: the cookie must travel cross-site (SameSite=None) */
  crossSite: boolean;
  /** a visitor's choice, after it was stored in the cookie */
  onChoice: (groups: ReadonlySet<ConsentGroup>) => void;
  /** the cookie-banner actions of customer-and-content S4: settings, optIn, optOut, selection */
  onAction: (action: 'settings' | 'optIn' | 'optOut' | 'selection') => void;
  /** the settings layer was closed, with or without a choice */
  onSettingsClosed: () => void;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

let started: Promise<Banner | null> | null = null;

function translation(banner: Banner, visitorId: string): CookieConsent.Translation {
  const links = banner.links.map((l) => `<a href="${escape(l.href)}">${escape(l.label)}</a>`).join('');
  return {
    // the first layer is the shop's own, rendered with the page (consent-first-layer.tsx); the
    // manager never shows its own, but wants its texts
    consentModal: {
      label: banner.label,
      title: banner.title,
      description: escape(banner.description),
      acceptAllBtn: banner.acceptAll,
      acceptNecessaryBtn: banner.rejectAll,
      showPreferencesBtn: banner.settings,
      footer: links,
    },
    preferencesModal: {
      title: banner.settingsTitle,
      acceptAllBtn: banner.acceptAll,
      acceptNecessaryBtn: banner.rejectAll,
      savePreferencesBtn: banner.save,
      closeIconLabel: banner.close,
      sections: [
        { description: escape(banner.intro) },
        ...banner.groups.map((group) => ({
          title: escape(group.title),
          description: escape(
            group.cookies.length > 0 ? group.description : `${group.description} ${banner.noCookies}`,
          ),
          linkedCategory: group.id,
          ...(group.cookies.length > 0
            ? {
                cookieTable: {
                  caption: escape(group.title),
                  headers: {
                    name: escape(banner.cookieHeaders.name),
                    purpose: escape(banner.cookieHeaders.purpose),
                    lifetime: escape(banner.cookieHeaders.lifetime),
                  },
                  body: group.cookies.map((c) => ({
                    name: escape(c.name),
                    purpose: escape(c.purpose),
                    lifetime: escape(c.lifetime),
                  })),
                },
              }
            : {}),
        })),
        { description: `${escape(banner.visitorIdLabel)}: ${escape(visitorId)}<br>${links}` },
      ],
    },
  };
}

/** Attempts to store a choice as proof: a lost connection is tried again, an answer is final. */
const RECORD_ATTEMPTS = 3;

async function record(banner: Banner, locale: string, groups: readonly string[]): Promise<void> {
  const input = { visitorId: ensureVisitorId(), groups, textHash: banner.textHash, locale };
  for (let attempt = 1; attempt <= RECORD_ATTEMPTS; attempt++) {
    const answer = await postOperation('consentRecord', { input });
    // a refusal (a changed text, the rate limit) is final; a duplicate record after a lost answer
    // is harmless in an append-only proof
    if (answer.errorCode !== 'NETWORK') return;
    if (attempt < RECORD_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
  }
}

/** Attempts to load the banner's texts: a busy server (503 with Retry-After) or a lost connection is tried again. */
const BANNER_ATTEMPTS = 3;
const TRANSIENT = new Set(['SERVICE_UNAVAILABLE', 'NETWORK']);

async function loadBanner(locale: string): Promise<Banner | null> {
  for (let attempt = 1; ; attempt++) {
    const answer = await getOperation<{ consentBanner: Banner }>('consentBanner', { locale });
    const banner = answer.data?.consentBanner ?? null;
    if (banner || attempt >= BANNER_ATTEMPTS || !TRANSIENT.has(answer.errorCode ?? '')) return banner;
    await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
  }
}

/**
 * Starts the consent manager (vanilla-cookieconsent) with the shop's texts, for the settings layer,
 * the cookie and the proof; answers null when the texts cannot be loaded (the shop then assumes no
 * consent and asks again on the next page).
 */
export function startConsentDialogs(options: ConsentDialogOptions): Promise<Banner | null> {
  started ??= (async () => {
    const banner = await loadBanner(options.locale);
    // not kept: the footer's link or the next page asks again
    if (!banner) {
      started = null;
      return null;
    }
    const visitorId = ensureVisitorId();
    const choice = (cookie: CookieConsent.CookieValue) => {
      const groups = new Set<ConsentGroup>(
        CONSENT_GROUPS.filter((g) => g === 'C0001' || cookie.categories.includes(g)),
      );
      options.onChoice(groups);
      options.onAction(consentAction(groups));
      void record(banner, options.locale, [...groups]);
    };
    await CookieConsent.run({
      root: 'body',
      autoShow: false,
      revision: banner.revision,
      // the shop decides itself whom to ask (a headless browser is a shopper in the tests)
      hideFromBots: false,
      manageScriptTags: false,
      autoClearCookies: true,
      cookie: {
        name: CONSENT_COOKIE,
        expiresAfterDays: CONSENT_DAYS,
        sameSite: options.crossSite ? 'None' : 'Lax',
        secure: true,
      },
      guiOptions: {
        consentModal: { layout: 'box wide', position: 'bottom left', equalWeightButtons: true },
        preferencesModal: { layout: 'box', equalWeightButtons: true },
      },
      categories: Object.fromEntries(
        banner.groups.map((group) => [
          group.id,
          {
            enabled: group.required,
            readOnly: group.required,
            autoClear: { cookies: group.required ? [] : group.cookies.map((c) => ({ name: c.name })) },
          },
        ]),
      ),
      language: {
        default: options.locale,
        translations: { [options.locale]: translation(banner, visitorId) },
      },
      onFirstConsent: ({ cookie }) => choice(cookie),
      onChange: ({ cookie }) => choice(cookie),
      onModalShow: ({ modalName }) => {
        if (modalName === 'preferencesModal') options.onAction('settings');
      },
      onModalHide: ({ modalName }) => {
        if (modalName === 'preferencesModal') options.onSettingsClosed();
      },
    });
    return banner;
  })();
  return started;
}

/** Opens the settings layer (the footer's link), starting the manager first if needed. */
export async function showConsentSettings(options: ConsentDialogOptions): Promise<boolean> {
  const banner = await startConsentDialogs(options);
  if (banner) CookieConsent.showPreferences();
  return banner !== null;
}

/** The first layer's 'accept all' or 'reject all': false when the manager could not start. */
export async function acceptAllOrNone(options: ConsentDialogOptions, all: boolean): Promise<boolean> {
  const banner = await startConsentDialogs(options);
  if (banner) CookieConsent.acceptCategory(all ? 'all' : []);
  return banner !== null;
}

/**
 * Applies a choice made elsewhere (the native app's settings, decision 0030) as if made in the
 * settings layer: the manager writes the cookie, and the choice is recorded as proof like any other.
 */
export async function applyConsentChoice(
  options: ConsentDialogOptions,
  groups: readonly ConsentGroup[],
): Promise<void> {
  const banner = await startConsentDialogs(options);
  if (banner) CookieConsent.acceptCategory(groups.filter((group) => group !== 'C0001'));
}
