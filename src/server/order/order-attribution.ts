import { readAttribution, type Attribution } from '@/lib/attribution/attribution-cookies';
import type { ShopConfig } from '@/lib/shop/shop';
import { eventConsent } from '@/server/analytics/event-consent';
import type { Database } from '@/server/db/client';
import { objectedTo } from '@/server/service/tracking-objection';

type HeaderSource = { get(name: string): string | null };

/**
 * What an order stores of its attribution: the request's attribution cookies, only when the
 * visitor's consent on the current banner allows Targeting (C0004) and the browser did not object
 * to advertising tracking on /optout; null otherwise or without any.
 */
export async function orderAttribution(
  db: Database,
  shop: ShopConfig,
  headers: HeaderSource,
): Promise<Attribution | null> {
  if (!eventConsent(shop, headers).has('C0004')) return null;
  if (await objectedTo(db, shop, headers, 'advertising')) return null;
  const attribution = readAttribution(headers.get('cookie') ?? '');
  return Object.keys(attribution).length > 0 ? attribution : null;
}
