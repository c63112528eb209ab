import { createHash } from 'node:crypto';
import type { ConsentBannerTexts } from '@/lib/consent/consent-banner-texts';
import { CONSENT_GROUPS } from '@/lib/consent/consent-groups';
import { COOKIES } from '@/lib/consent/cookie-registry';
import type { ShopConfig } from '@/lib/shop/shop';
import { shopTexts } from '@/server/shop/shop-texts';

export interface ConsentBanner {
  texts: ConsentBannerTexts;
  /** sha256 of the texts: what a consent record names as the texts shown */
  textHash: string;
  /** the banner version: a change of any text re-asks every visitor */
  revision: number;
}

function buildTexts(shop: ShopConfig): ConsentBannerTexts {
  const t = shopTexts(shop, 'consent');
  const content = shopTexts(shop, 'content');
  const footer = shopTexts(shop, 'footer');
  const lifetime = (cookie: (typeof COOKIES)[number]) =>
    cookie.lifetime.unit === 'session'
      ? content('cookieLifetimeSession')
      : content(`cookieLifetime.${cookie.lifetime.unit}`, { count: cookie.lifetime.count });
  return {
    label: t('bannerLabel'),
    title: t('title'),
    description: t('description'),
    acceptAll: t('acceptAll'),
    rejectAll: t('rejectAll'),
    settings: t('settings'),
    settingsTitle: t('settingsTitle'),
    intro: t('intro'),
    save: t('save'),
    close: t('close'),
    revisionMessage: t('revisionMessage'),
    noCookies: t('noCookies'),
    visitorIdLabel: t('visitorIdLabel'),
    cookieHeaders: {
      name: content('cookieName'),
      purpose: content('cookiePurpose'),
      lifetime: content('cookieLifetimeHeading'),
    },
    links: [
      { label: footer('privacy'), href: '/content/datenschutzhinweise' },
      { label: footer('imprint'), href: '/content/impressum' },
    ],
    groups: CONSENT_GROUPS.map((id) => ({
      id,
      title: content(`consentGroups.${id}`),
      description: t(`groupDescriptions.${id}`),
      required: id === 'C0001',
      cookies: COOKIES.filter((c) => c.group === id).map((c) => ({
        name: c.name.replace('{shop}', shop.code),
        purpose: content(`cookiePurposes.${c.purpose}`),
        lifetime: lifetime(c),
      })),
    })),
  };
}

const cache = new Map<string, ConsentBanner>();

/**
 * The shop's consent banner: its texts in the shop's language with the cookie list of the registry,
 * their hash and the revision derived from it. Built once per shop (texts change with a release).
 */
export function consentBanner(shop: ShopConfig): ConsentBanner {
  let banner = cache.get(shop.code);
  if (!banner) {
    const texts = buildTexts(shop);
    const textHash = createHash('sha256').update(JSON.stringify(texts)).digest('hex');
    // 28 bits of the hash, never 0 (the library's "no revision")
    const revision = Number.parseInt(textHash.slice(0, 7), 16) + 1;
    banner = { texts, textHash, revision };
    cache.set(shop.code, banner);
  }
  return banner;
}
