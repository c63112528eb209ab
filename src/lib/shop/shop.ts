/**
 * A shop of the family (spec storefront S1, customer-and-content S3 "Shop configuration"): everything
 * that differs between the sister shops. Resolved once per request from the host and passed down
 * explicitly; nothing below reads a module-level shop constant.
 */

export const LOCALES = ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK'] as const;
export type Locale = (typeof LOCALES)[number];

export const CURRENCIES = ['EUR', 'CHF', 'CZK', 'SEK'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** ISO 3166 country codes the family delivers to; names are messages under `countries.` */
export type Country = 'AT' | 'DE' | 'CH' | 'NL' | 'CZ' | 'SE' | 'SK';

export type ThemeName = 'lindgard' | 'sophie' | 'outlet' | 'mirella' | 'hemma' | 'casaluna';

/** How crawlers may treat the shop's pages (customer-and-content S3). */
export type IndexDirective = 'index, follow' | 'noindex, follow';

/** Money amounts of a shop, in minor units of its currency. */
export interface ShopFees {
  /** goods value needed to order at all */
  minOrderValue: number;
  /** goods value (without gifts) needed before a free gift can be added */
  freeGiftMinOrderValue: number;
  /** standard shipping below the free-shipping threshold */
  shipping: number;
  freeShippingFrom: number;
  /** once per order that holds forwarding-agent (freight) items */
  freight: number;
  expressDelivery: number;
  cashOnDelivery: number;
  paymentPause: number;
  /** the mattress and slatted-frame disposal service, per piece (spec S9: 24,99 € in de-AT) */
  disposalServicePerPiece: number;
}

export interface ShopConfig {
  /** the shop code: a host label, e.g. 'lindgard-at' (served at http://lindgard-at.localhost:3000) */
  code: string;
  /** shops of one family cross-link (hreflang alternates, the shop switch) */
  family: string;
  /** the brand name shown to shoppers */
  brand: string;
  /** the company that runs the shop (imprint, invoices, copyright) */
  legalName: string;
  locale: Locale;
  currency: Currency;
  timeZone: string;
  country: Country;
  theme: ThemeName;
  index: IndexDirective;
  /** the PostgreSQL text-search configuration for this shop's language */
  searchConfig: 'german' | 'french' | 'dutch' | 'swedish' | 'simple';
  customerService: { phone: string; email: string };
  bank: { payee: string; iban: string; bic: string; bankName: string };
  /** the company's postal address, one line each */
  companyAddress: readonly string[];
  /** postcodes of the shop's country: the pattern the address forms accept and an example */
  postcode: { pattern: string; example: string };
  fees: ShopFees;
  /**
   * The shop's native app (customer-and-content S2 smart banner): its store pages per platform.
   * Without a link for the visitor's platform the web shows no smart banner.
   */
  app?: { name: string; iosUrl: string | null; androidUrl: string | null };
  /** The loyalty programme (spec S1): its name and the points a euro (or franc, crown) earns. */
  loyalty?: { name: string; pointsPerUnit: number };
  /** The in-store display runtime: seconds without a touch before the display starts over. */
  storeDisplay: { idleSeconds: number };
}
