import type { MoneyFormat } from '../money';
import type { Currency, Locale, ShopConfig } from './shop';

/**
 * The currency the catalogue's prices are kept in. Every shop sells from the one euro price list
 * until the price lists per currency land (issue 13, step 5); amounts are never shown under another
 * currency's symbol than the one they are in.
 */
export const PRICE_LIST_CURRENCY: Currency = 'EUR';

/** How a locale writes the shop's amounts: its format, the price list's currency. */
export function localeMoney(locale: Locale): MoneyFormat {
  // spec S9: the de-AT shops write whole amounts as '12,-'
  return { locale, currency: PRICE_LIST_CURRENCY, dashForWholeAmounts: locale === 'de-AT' };
}

export function shopMoney(shop: Pick<ShopConfig, 'locale'>): MoneyFormat {
  return localeMoney(shop.locale);
}
