import 'server-only';
import { currentConsent, readConsentCookie } from '@/lib/consent/consent-cookie';
import type { ShopConfig } from '@/lib/shop/shop';
import { consentBanner } from '@/server/consent/consent-banner';
import type { Database } from '@/server/db/client';
import { objectedTo } from '@/server/service/tracking-objection';

type HeaderSource = { get(name: string): string | null };

/**
 * Whether a request may have its recommendation events stored (besides its own trackingConsent
 * flag, spec S6): a browser's stored choice must include Targeting (C0004) on the current banner;
 * a browser that sends Global Privacy Control without a choice objects; a visitor who objected to
 * 'recommendations' on /optout stays out. A caller without the consent cookie (the native app,
 * which asks for consent itself) is taken at its flag.
 */
export async function recoTargetingAllowed(
  db: Database,
  shop: ShopConfig,
  headers: HeaderSource,
): Promise<boolean> {
  const cookie = headers.get('cookie') ?? '';
  if (readConsentCookie(cookie)) {
    const choice = currentConsent(cookie, consentBanner(shop).revision);
    if (!choice?.groups.has('C0004')) return false;
  } else if (headers.get('sec-gpc')?.trim() === '1') return false;
  return !(await objectedTo(db, shop, headers, 'recommendations'));
}
