import 'server-only';
import { sql } from 'drizzle-orm';
import { currentConsent, readConsentCookie } from '@/lib/consent/consent-cookie';
import type { ShopConfig } from '@/lib/shop/shop';
import { readVisitorId } from '@/lib/visitor-id';
import { consentBanner } from '@/server/consent/consent-banner';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';

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
  const visitor = readVisitorId(cookie);
  if (!visitor) return true;
  const objected = rowsOf<{ n: number }>(
    await db.execute(sql`select 1 as n from tracking_opt_outs
      where shop_code = ${shop.code} and visitor_id = ${visitor} and provider = 'recommendations' limit 1`),
  );
  return objected.length === 0;
}
