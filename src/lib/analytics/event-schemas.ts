import type { z } from 'zod';
import type { ConsentGroup } from '@/lib/consent/consent-groups';
import { EVENT_CATALOGUE, type EventName } from './event-catalogue';
import * as commerce from './schemas/commerce';
import * as people from './schemas/people';
import * as site from './schemas/site';

export { EVENT_NAMES, schemaUri, type EventName } from './event-catalogue';

/**
 * The analytics events' schemas, in the manner of Snowplow's self-describing events (decision
 * 0020): an event names its schema as `iglu:shop.analytics/{name}/jsonschema/{version}` (SchemaVer
 * MODEL-REVISION-ADDITION) and the collector accepts only versions it knows. A change that old
 * events would not satisfy is a new MODEL; both versions stay listed while browsers with the old
 * script are about. Each schema is published as JSON Schema (z.toJSONSchema).
 */
export const EVENT_SCHEMAS = {
  consent: site.consent,
  customer: people.customer,
  feature: site.feature,
  marketing: site.marketing,
  experiment: site.experiment,
  productList: commerce.productList,
  product: commerce.product,
  promotion: commerce.promotion,
  searchInformation: commerce.searchInformation,
  shop: site.shop,
  transaction: commerce.transaction,
  user: people.user,
  recommendation: commerce.recommendation,
  authentication: people.authentication,
  cookieBanner: site.cookieBanner,
  ecom: commerce.ecom,
  newsletter: people.newsletter,
  webVitals: site.webVitals,
  nativeUser: people.nativeUser,
} satisfies Record<EventName, z.ZodType>;

export type EventData<N extends EventName> = z.input<(typeof EVENT_SCHEMAS)[N]>;

export interface EventDefinition {
  version: string;
  schema: z.ZodType;
  /** the consent group without which the event is neither sent nor stored */
  group: ConsentGroup;
}

const URI = /^iglu:shop\.analytics\/([A-Za-z]{1,40})\/jsonschema\/(\d{1,3}-\d{1,3}-\d{1,3})$/;

/** The event a schema URI names, if the collector knows that name and version. */
export function eventOfUri(uri: string): { name: EventName; definition: EventDefinition } | null {
  const match = URI.exec(uri);
  if (!match || !Object.hasOwn(EVENT_CATALOGUE, match[1]!)) return null;
  const name = match[1] as EventName;
  const { version, group } = EVENT_CATALOGUE[name];
  return version === match[2] ? { name, definition: { version, group, schema: EVENT_SCHEMAS[name] } } : null;
}
