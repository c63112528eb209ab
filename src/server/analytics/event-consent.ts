import { currentConsent } from '@/lib/consent/consent-cookie';
import type { ConsentGroup } from '@/lib/consent/consent-groups';
import type { ShopConfig } from '@/lib/shop/shop';
import { consentBanner } from '@/server/consent/consent-banner';

type HeaderSource = { get(name: string): string | null };

const NECESSARY: ReadonlySet<ConsentGroup> = new Set(['C0001']);

/**
 * The consent groups a request's events may use: the visitor's choice on the shop's current banner
 * version (the consent cookie the browser sends with the beacon). No choice, a choice on an older
 * banner, or only the Global Privacy Control signal (Sec-GPC: 1) without a choice: necessary only.
 * A visitor who opted in despite GPC chose so in the settings and is taken at that word (decision 0019).
 */
export function eventConsent(shop: ShopConfig, headers: HeaderSource): ReadonlySet<ConsentGroup> {
  const stored = currentConsent(headers.get('cookie') ?? '', consentBanner(shop).revision);
  return stored ? stored.groups : NECESSARY;
}
