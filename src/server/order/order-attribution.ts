import { readAttribution, type Attribution } from '@/lib/attribution/attribution-cookies';
import type { ShopConfig } from '@/lib/shop/shop';
import { eventConsent } from '@/server/analytics/event-consent';

type HeaderSource = { get(name: string): string | null };

/**
 * What an order stores of its attribution: the request's attribution cookies, only when the
 * visitor's consent on the current banner allows Targeting (C0004); null otherwise or without any.
 */
export function orderAttribution(shop: ShopConfig, headers: HeaderSource): Attribution | null {
  if (!eventConsent(shop, headers).has('C0004')) return null;
  const attribution = readAttribution(headers.get('cookie') ?? '');
  return Object.keys(attribution).length > 0 ? attribution : null;
}
