import type { EventData, EventName } from './event-schemas';

const shoe = { id: '222286', masterKey: '834239', name: 'Sneaker', price: 49.99, quantity: 1, position: 3 };

/**
 * One valid and one invalid example per event schema: the schema tests check both, the collector's
 * bench sends the valid ones. The invalid one breaks exactly one rule of its schema.
 */
export const EVENT_EXAMPLES: { [N in EventName]: { valid: EventData<N>; invalid: unknown } } = {
  consent: {
    valid: { action: 'selection', groups: ['C0001', 'C0002'], bannerVersion: 12345 },
    invalid: { action: 'selection', groups: ['C0009'], bannerVersion: 12345 },
  },
  customer: {
    valid: { action: 'register', success: true },
    invalid: { action: 'register', success: 'yes' },
  },
  feature: {
    valid: { name: 'filterPanel', action: 'open' },
    invalid: { name: '', action: 'open' },
  },
  marketing: {
    valid: { sourceType: 'QUERY', ecc: '123', eccMarketing: null, campaign: 'herbst' },
    invalid: { sourceType: 'QUERY', ecc: '12', eccMarketing: null, campaign: null },
  },
  experiment: {
    valid: { test: 'content_variant_test_lindgard-at', variation: 'B' },
    invalid: { test: 'content_variant_test_lindgard-at' },
  },
  productList: {
    valid: {
      listType: 'plp',
      rankingGroup: 'default',
      sortKey: 'topseller',
      saleFilter: false,
      totalFilterNames: 'color/size',
      totalFilterValues: 'rot,blau/38',
      pagination: 1,
      results: 143,
      breadcrumb: 'Mode/Damen/Kleider',
      masterKeys: ['834239'],
      productIds: ['222286'],
      pinnedProductIds: [],
      popupProductId: null,
    },
    invalid: {
      listType: 'category',
      rankingGroup: 'default',
      sortKey: 'topseller',
      saleFilter: false,
      totalFilterNames: '',
      totalFilterValues: '',
      pagination: 1,
      results: 0,
      breadcrumb: '',
      masterKeys: [],
      productIds: [],
      pinnedProductIds: [],
      popupProductId: null,
    },
  },
  product: {
    valid: { action: 'view', product: shoe, listOrigin: 'plp' },
    invalid: { action: 'view', product: { ...shoe, price: -1 }, listOrigin: 'plp' },
  },
  promotion: {
    valid: { action: 'impression', promotionId: 'herbst-2026', layoutLocation: 'plp', position: 1 },
    invalid: { action: 'impression', promotionId: 'x-placeholder-1', layoutLocation: 'plp' },
  },
  searchInformation: {
    valid: {
      searchTerm: 'Klied',
      optimizedTerm: 'kleid',
      results: 143,
      kind: 'generic',
      suggestionType: null,
      listOrigin: 'srp',
    },
    invalid: {
      searchTerm: '',
      optimizedTerm: null,
      results: 0,
      kind: 'generic',
      suggestionType: null,
      listOrigin: null,
    },
  },
  shop: {
    valid: { shopCode: 'lindgard-at', locale: 'de-AT', runtime: 'shop', webview: false },
    invalid: { shopCode: 'lindgard-at', locale: 'de-AT', runtime: 'kiosk', webview: false },
  },
  transaction: {
    valid: { orderNumber: '100000123', currency: 'EUR', value: 54.94, shipping: 4.95, products: [shoe] },
    invalid: { orderNumber: '100000123', currency: 'USD', value: 54.94, shipping: 4.95, products: [shoe] },
  },
  user: {
    valid: { loggedIn: true, customerType: 'existing' },
    invalid: { loggedIn: true, customerType: 'existing', email: 'anna@example.at' },
  },
  recommendation: {
    valid: { action: 'click', listType: 'outfit', productIds: ['222286'] },
    invalid: { action: 'click', listType: 'outfit', productIds: [] },
  },
  authentication: {
    valid: { action: 'login', success: false, errorCode: 'LOGIN_FAILED' },
    invalid: { action: 'signin', success: true, errorCode: null },
  },
  cookieBanner: {
    valid: { action: 'visible' },
    invalid: { action: 'hidden' },
  },
  ecom: {
    valid: { action: 'addToCart', currency: 'EUR', products: [shoe] },
    invalid: { action: 'addToCart', currency: 'EUR', products: [] },
  },
  newsletter: {
    valid: { action: 'subscribe', success: true },
    invalid: { action: 'subscribe' },
  },
  webVitals: {
    valid: { name: 'LCP', value: 1180.5, rating: 'good', navigationType: 'navigate', metricId: 'v5-1732-1' },
    invalid: { name: 'FID', value: 12, rating: 'good', navigationType: 'navigate', metricId: 'v5-1732-1' },
  },
  nativeUser: {
    valid: { action: 'appOpen', platform: 'ios', appVersion: '5.12.0' },
    invalid: { action: 'appOpen', platform: 'windows' },
  },
};
