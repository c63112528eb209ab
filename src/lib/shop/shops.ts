import type { Currency, ShopConfig, ShopFees } from './shop';

/**
 * The 18 shop configurations of the family (spec storefront S1, second reading): six families of
 * sizes 1, 4, 1, 7, 1 and 4 across eight locales and four currencies. The brands besides Lindgard
 * are invented. Fees are in minor units of the shop's currency; see decision 0012.
 */

const EUR_FEES: ShopFees = {
  minOrderValue: 1000,
  freeGiftMinOrderValue: 5000,
  shipping: 595,
  freeShippingFrom: 7500,
  freight: 3995,
  expressDelivery: 995,
  cashOnDelivery: 695,
  paymentPause: 395,
  disposalServicePerPiece: 2499,
};
const CHF_FEES: ShopFees = {
  minOrderValue: 1000,
  freeGiftMinOrderValue: 5000,
  shipping: 690,
  freeShippingFrom: 7900,
  freight: 3990,
  expressDelivery: 990,
  cashOnDelivery: 690,
  paymentPause: 390,
  disposalServicePerPiece: 2490,
};
const CZK_FEES: ShopFees = {
  minOrderValue: 25000,
  freeGiftMinOrderValue: 125000,
  shipping: 14900,
  freeShippingFrom: 189900,
  freight: 99900,
  expressDelivery: 24900,
  cashOnDelivery: 4900,
  paymentPause: 9900,
  disposalServicePerPiece: 62900,
};
const SEK_FEES: ShopFees = {
  minOrderValue: 10000,
  freeGiftMinOrderValue: 59900,
  shipping: 6900,
  freeShippingFrom: 79900,
  freight: 44900,
  expressDelivery: 11900,
  cashOnDelivery: 4900,
  paymentPause: 3900,
  disposalServicePerPiece: 27900,
};
export const FEES: Record<Currency, ShopFees> = {
  EUR: EUR_FEES,
  CHF: CHF_FEES,
  CZK: CZK_FEES,
  SEK: SEK_FEES,
};

const POSTCODES = {
  AT: { pattern: '^\\d{4}$', example: '8010' },
  DE: { pattern: '^\\d{5}$', example: '10115' },
  CH: { pattern: '^\\d{4}$', example: '8001' },
  NL: { pattern: '^\\d{4} ?[A-Za-z]{2}$', example: '1012 AB' },
  CZ: { pattern: '^\\d{3} ?\\d{2}$', example: '110 00' },
  SE: { pattern: '^\\d{3} ?\\d{2}$', example: '111 22' },
  SK: { pattern: '^\\d{3} ?\\d{2}$', example: '811 01' },
} as const;

type Base = Pick<ShopConfig, 'family' | 'brand' | 'legalName' | 'theme' | 'companyAddress' | 'bank'> &
  Pick<Partial<ShopConfig>, 'app' | 'loyalty'>;

function shop(
  base: Base,
  code: string,
  market: Pick<ShopConfig, 'locale' | 'currency' | 'country' | 'timeZone' | 'searchConfig'>,
  extra: Partial<ShopConfig> & Pick<ShopConfig, 'customerService'>,
): ShopConfig {
  return {
    ...base,
    code,
    ...market,
    index: 'index, follow',
    postcode: POSTCODES[market.country],
    fees: FEES[market.currency],
    storeDisplay: { idleSeconds: 120 },
    ...extra,
  };
}

const AT = {
  locale: 'de-AT',
  currency: 'EUR',
  country: 'AT',
  timeZone: 'Europe/Vienna',
  searchConfig: 'german',
} as const;
const DE = {
  locale: 'de-DE',
  currency: 'EUR',
  country: 'DE',
  timeZone: 'Europe/Berlin',
  searchConfig: 'german',
} as const;
const CH = {
  locale: 'de-CH',
  currency: 'CHF',
  country: 'CH',
  timeZone: 'Europe/Zurich',
  searchConfig: 'german',
} as const;
const CH_FR = {
  locale: 'fr-CH',
  currency: 'CHF',
  country: 'CH',
  timeZone: 'Europe/Zurich',
  searchConfig: 'french',
} as const;
const NL = {
  locale: 'nl-NL',
  currency: 'EUR',
  country: 'NL',
  timeZone: 'Europe/Amsterdam',
  searchConfig: 'dutch',
} as const;
const CZ = {
  locale: 'cs-CZ',
  currency: 'CZK',
  country: 'CZ',
  timeZone: 'Europe/Prague',
  searchConfig: 'simple',
} as const;
const SE = {
  locale: 'sv-SE',
  currency: 'SEK',
  country: 'SE',
  timeZone: 'Europe/Stockholm',
  searchConfig: 'swedish',
} as const;
const SK = {
  locale: 'sk-SK',
  currency: 'EUR',
  country: 'SK',
  timeZone: 'Europe/Bratislava',
  searchConfig: 'simple',
} as const;

const SOPHIE: Base = {
  family: 'sophie',
  brand: 'Sophie Plus',
  legalName: 'Sophie Plus Mode GmbH',
  theme: 'sophie',
  companyAddress: ['Sophie Plus Mode GmbH', 'Hafenstraße 14', '20457 Hamburg'],
  bank: {
    payee: 'Sophie Plus Mode GmbH',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    bankName: 'Commerzbank AG',
  },
};
const LINDGARD: Base = {
  family: 'lindgard',
  brand: 'Lindgard',
  legalName: 'Lindgard Versandhandel GmbH',
  theme: 'lindgard',
  companyAddress: ['Lindgard Versandhandel GmbH', 'Conrad-von-Hötzendorf-Straße 120', '8010 Graz'],
  bank: {
    payee: 'Lindgard Versandhandel GmbH',
    iban: 'AT481200000528471993',
    bic: 'BKAUATWW',
    bankName: 'UniCredit Bank Austria AG',
  },
  app: {
    name: 'Lindgard',
    iosUrl: 'https://apps.apple.com/at/app/lindgard-mode-wohnen/id1476214553',
    androidUrl: 'https://play.google.com/store/apps/details?id=at.lindgard.shop',
  },
  loyalty: { name: 'Lindgard Club', pointsPerUnit: 1 },
};
// the outlet has no app of its own and no loyalty programme
const OUTLET: Base = {
  ...LINDGARD,
  family: 'outlet',
  brand: 'Lindgard Outlet',
  theme: 'outlet',
  app: undefined,
  loyalty: undefined,
};
const MIRELLA: Base = {
  family: 'mirella',
  brand: 'Mirella',
  legalName: 'Mirella Fashion Europe B.V.',
  theme: 'mirella',
  companyAddress: ['Mirella Fashion Europe B.V.', 'Keizersgracht 212', '1016 DZ Amsterdam'],
  bank: {
    payee: 'Mirella Fashion Europe B.V.',
    iban: 'NL91ABNA0417164300',
    bic: 'ABNANL2A',
    bankName: 'ABN AMRO Bank N.V.',
  },
  app: {
    name: 'Mirella',
    iosUrl: 'https://apps.apple.com/nl/app/mirella-fashion/id1531866790',
    androidUrl: 'https://play.google.com/store/apps/details?id=com.mirella.fashion',
  },
};
const HEMMA: Base = {
  family: 'hemma',
  brand: 'Hemma Nord',
  legalName: 'Hemma Nord AB',
  theme: 'hemma',
  companyAddress: ['Hemma Nord AB', 'Drottninggatan 45', '111 21 Stockholm'],
  bank: { payee: 'Hemma Nord AB', iban: 'SE4550000000058398257466', bic: 'ESSESESS', bankName: 'SEB' },
};
const CASALUNA: Base = {
  family: 'casaluna',
  brand: 'Casaluna',
  legalName: 'Casaluna Wohnen GmbH',
  theme: 'casaluna',
  companyAddress: ['Casaluna Wohnen GmbH', 'Marienplatz 8', '80331 München'],
  bank: {
    payee: 'Casaluna Wohnen GmbH',
    iban: 'DE02700202700010108669',
    bic: 'HYVEDEMMXXX',
    bankName: 'UniCredit Bank GmbH',
  },
};

export const SHOPS: readonly ShopConfig[] = [
  // family of 1: large sizes, Germany
  shop(SOPHIE, 'sophie-de', DE, {
    customerService: { phone: '040 3090 4400', email: 'service@sophie-plus.de' },
  }),
  // family of 4: the shop of the specification and its siblings
  shop(LINDGARD, 'lindgard-at', AT, {
    customerService: { phone: '0316 606 888', email: 'service@lindgard.at' },
  }),
  shop(LINDGARD, 'lindgard-de', DE, {
    customerService: { phone: '0800 606 8880', email: 'service@lindgard.de' },
  }),
  shop(LINDGARD, 'lindgard-ch', CH, {
    customerService: { phone: '044 606 88 80', email: 'service@lindgard.ch' },
  }),
  shop(LINDGARD, 'lindgard-chfr', CH_FR, {
    customerService: { phone: '021 606 88 80', email: 'service@lindgard.ch' },
  }),
  // family of 1: the outlet, kept out of search engines
  shop(OUTLET, 'outlet-at', AT, {
    customerService: { phone: '0316 606 889', email: 'outlet@lindgard.at' },
    index: 'noindex, follow',
  }),
  // family of 7: fashion across Europe
  shop(MIRELLA, 'mirella-de', DE, {
    customerService: { phone: '0800 647 3552', email: 'service@mirella.de' },
  }),
  shop(MIRELLA, 'mirella-at', AT, {
    customerService: { phone: '0800 647 355', email: 'service@mirella.at' },
  }),
  shop(MIRELLA, 'mirella-ch', CH, {
    customerService: { phone: '0800 647 355', email: 'service@mirella.ch' },
  }),
  shop(MIRELLA, 'mirella-chfr', CH_FR, {
    customerService: { phone: '0800 647 356', email: 'service@mirella.ch' },
    index: 'noindex, follow',
  }),
  shop(MIRELLA, 'mirella-nl', NL, {
    customerService: { phone: '020 647 3552', email: 'klantenservice@mirella.nl' },
  }),
  shop(MIRELLA, 'mirella-cz', CZ, {
    customerService: { phone: '+420 228 647 355', email: 'info@mirella.cz' },
  }),
  shop(MIRELLA, 'mirella-sk', SK, {
    customerService: { phone: '+421 2 3264 7355', email: 'info@mirella.sk' },
  }),
  // family of 1: Sweden
  shop(HEMMA, 'hemma-se', SE, {
    customerService: { phone: '08-647 355 00', email: 'kundservice@hemmanord.se' },
  }),
  // family of 4: home and living
  shop(CASALUNA, 'casaluna-de', DE, {
    customerService: { phone: '089 2620 7730', email: 'service@casaluna.de' },
  }),
  shop(CASALUNA, 'casaluna-nl', NL, {
    customerService: { phone: '020 262 0773', email: 'service@casaluna.nl' },
  }),
  shop(CASALUNA, 'casaluna-cz', CZ, {
    customerService: { phone: '+420 228 262 077', email: 'info@casaluna.cz' },
    index: 'noindex, follow',
  }),
  shop(CASALUNA, 'casaluna-se', SE, {
    customerService: { phone: '08-262 077 30', email: 'kundservice@casaluna.se' },
  }),
];

/** The shop answering the bare `localhost` and the shop of the specification. */
export const DEFAULT_SHOP_CODE = 'lindgard-at';

const BY_CODE = new Map(SHOPS.map((s) => [s.code, s]));

export function shopByCode(code: string): ShopConfig | undefined {
  return BY_CODE.get(code);
}

/** The shops of a family, in configuration order (the shop itself included). */
export function familyOf(shop: ShopConfig): ShopConfig[] {
  return SHOPS.filter((s) => s.family === shop.family);
}
