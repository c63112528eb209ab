import { useLocale } from 'next-intl';

/**
 * Message keys whose text a locale shows in English: the accessible names and hints the spec gives
 * only in English, used verbatim in the de-AT shop (the family's other locales translate them).
 * Their elements carry lang="en", so a screen reader speaks them in English (WCAG 3.1.2).
 */
export const SPEC_ENGLISH_KEYS: Readonly<Record<string, readonly string[]>> = {
  'de-AT': [
    'store.failure',
    'loyalty.sessionActive',
    'skipLinks.mainContent',
    'skipLinks.productCategories',
    'listing.totalProducts',
    'listing.previousPage',
    'listing.nextPage',
    'listing.filterAndSort',
    'listing.appliedAlert',
    'listing.skipCategoriesRecommendations',
    'listing.skipInspirationalText',
    'listing.showMore',
    'listing.showLess',
    'product.nextElement',
    'product.previousElement',
    'product.goToImage',
    'product.rating',
    'product.availableColors',
    'product.showingFirstColors',
    'product.imageLabel',
    'badges.priceHighlighting',
    'wishlist.addedAnnouncement',
    'wishlist.removedAnnouncement',
    'wishlist.openPurchaseOptions',
    'content.articleOf',
    'content.copied',
    'content.codeCopiedToast',
    'content.codeCopiedSubline',
    'content.opensNewWindow',
    'content.opensEmailClient',
    'content.opensPhoneClient',
    'content.playVideo',
    'content.pauseVideo',
    'content.wishlistProducts',
    'recommendations.titles.wishlist',
    'recommendations.skip',
    'recommendations.slideLabel',
  ],
};

const sets = new Map(Object.entries(SPEC_ENGLISH_KEYS).map(([locale, keys]) => [locale, new Set(keys)]));

/** The lang attribute for a message's element: 'en' where the locale shows the spec's English. */
export function textLanguage(locale: string, key: string): 'en' | undefined {
  return sets.get(locale)?.has(key) ? 'en' : undefined;
}

/** textLanguage for the current locale. */
export function useTextLanguage(): (key: string) => 'en' | undefined {
  const locale = useLocale();
  return (key) => textLanguage(locale, key);
}
