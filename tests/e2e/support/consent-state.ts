import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONSENT_COOKIE } from '@/lib/consent/consent-cookie';
import { SHOPS } from '@/lib/shop/shops';
import { consentBanner } from '@/server/consent/consent-banner';

/** Where the browser tests' default storage state is written (playwright.config.ts): the run's data directory. */
const CONSENT_STATE = path.join(process.env.DATA_DIR ?? 'data', 'consent-state.json');

/**
 * The browser tests start as a shopper who answered the cookie banner with "reject all" on the
 * current banner version of every shop, so that the banner does not cover what they test; the
 * consent tests start without it (consent.spec.ts).
 */
export default function writeConsentState(): void {
  const now = new Date().toISOString();
  const cookies = SHOPS.flatMap((shop) => {
    // as the consent manager writes it
    const value = encodeURIComponent(
      JSON.stringify({
        categories: ['C0001'],
        revision: consentBanner(shop).revision,
        data: null,
        consentTimestamp: now,
        consentId: '6d2b8f0e-5c3a-4e7b-9a1d-2f4c6e8a0b13',
        services: { C0001: [], C0002: [], C0003: [], C0004: [], C0005: [] },
        languageCode: shop.locale,
        lastConsentTimestamp: now,
      }),
    );
    const hosts = [
      `${shop.code}.localhost`,
      ...(shop.code === 'lindgard-at' ? ['127.0.0.1', 'localhost'] : []),
    ];
    return hosts.map((domain) => ({
      name: CONSENT_COOKIE,
      value,
      domain,
      path: '/',
      expires: Math.floor(Date.now() / 1000) + 86_400,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    }));
  });
  mkdirSync(path.dirname(CONSENT_STATE), { recursive: true });
  writeFileSync(CONSENT_STATE, JSON.stringify({ cookies, origins: [] }));
}
