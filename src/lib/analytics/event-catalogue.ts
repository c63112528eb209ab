import type { ConsentGroup } from '@/lib/consent/consent-groups';

/**
 * The analytics events of customer-and-content S7 with their schema versions and the consent group
 * each needs (decision 0020). Kept apart from the schemas themselves so that the browser's tracker
 * can name events without loading the validation library.
 */
export const EVENT_VENDOR = 'shop.analytics';

/** Performance (C0002) for measuring the shop; Targeting (C0004) for attribution and recommendations. */
export const EVENT_CATALOGUE = {
  consent: { version: '1-0-0', group: 'C0002' },
  customer: { version: '1-0-0', group: 'C0002' },
  feature: { version: '1-0-0', group: 'C0002' },
  marketing: { version: '1-0-0', group: 'C0004' },
  experiment: { version: '1-0-0', group: 'C0002' },
  productList: { version: '1-0-0', group: 'C0002' },
  product: { version: '1-0-0', group: 'C0002' },
  promotion: { version: '1-0-0', group: 'C0002' },
  searchInformation: { version: '1-0-0', group: 'C0002' },
  shop: { version: '1-0-0', group: 'C0002' },
  transaction: { version: '1-0-0', group: 'C0002' },
  user: { version: '1-0-0', group: 'C0002' },
  recommendation: { version: '1-0-0', group: 'C0004' },
  authentication: { version: '1-0-0', group: 'C0002' },
  cookieBanner: { version: '1-0-0', group: 'C0002' },
  ecom: { version: '1-0-0', group: 'C0002' },
  newsletter: { version: '1-0-0', group: 'C0002' },
  webVitals: { version: '1-0-0', group: 'C0002' },
  nativeUser: { version: '1-0-0', group: 'C0002' },
} as const satisfies Record<string, { version: string; group: ConsentGroup }>;

export type EventName = keyof typeof EVENT_CATALOGUE;
export const EVENT_NAMES = Object.keys(EVENT_CATALOGUE) as EventName[];

/** `iglu:shop.analytics/{name}/jsonschema/{version}`: the self-describing name of an event's schema. */
export function schemaUri(name: EventName, version: string = EVENT_CATALOGUE[name].version): string {
  return `iglu:${EVENT_VENDOR}/${name}/jsonschema/${version}`;
}
