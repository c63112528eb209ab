import type { MoneyFormat } from '../money';
import type { Currency, Locale, ShopConfig } from './shop';

/**
 * The currency of each locale of the family: every shop of a locale sells in it (a test checks the
 * shop configurations against this), so components that know only the locale format amounts right.
 */
const LOCALE_CURRENCY: Record<Locale, Currency> = {
  'de-DE': 'EUR',
  'de-AT': 'EUR',
  'de-CH': 'CHF',
  'fr-CH': 'CHF',
  'nl-NL': 'EUR',
  'cs-CZ': 'CZK',
  'sv-SE': 'SEK',
  'sk-SK': 'EUR',
};

export function currencyOfLocale(locale: Locale): Currency {
  return LOCALE_CURRENCY[locale];
}

/** How a locale writes the shop's amounts: its format, its currency ('12,-' in de-AT, spec S9). */
export function localeMoney(locale: Locale): MoneyFormat {
  return { locale, currency: LOCALE_CURRENCY[locale], dashForWholeAmounts: locale === 'de-AT' };
}

export function shopMoney(shop: Pick<ShopConfig, 'locale'>): MoneyFormat {
  return localeMoney(shop.locale);
}
