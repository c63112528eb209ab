import 'server-only';
import { cookies } from 'next/headers';
import { campaignCodeOf } from '@/lib/targeting/campaign-trigger';
import { contentVariantCookie } from '@/lib/targeting/content-variant';
import { currentClientState } from '@/server/client/current-client-state';
import type { TargetingVisitor } from '@/lib/targeting/select-targeted-entry';
import type { ShopConfig } from '@/lib/shop/shop';
import { newsletterStatusOf, shippingFlatOf } from '@/server/customer/load-user-status';
import { getDb } from '@/server/db';
import { logger } from '@/server/logger';
import { currentCustomer } from '@/server/session/current-session';

/**
 * What content targeting knows of the visitor of the page being rendered: the campaign code (of
 * the link it came through), device type, app or web, the A/B variation key, and only
 * when asked for, the account data (logged in, newsletter recipient, shipping-cost flat rate).
 * Account data that cannot be loaded leaves `user` null: targeting proceeds without it (S8).
 */
export async function targetingVisitor(
  shop: ShopConfig,
  options: { campaignParam?: string | null; withUser: boolean },
): Promise<TargetingVisitor> {
  const [client, jar] = await Promise.all([currentClientState(), cookies()]);
  return {
    campaignTrigger: campaignCodeOf(options.campaignParam),
    deviceType: client.deviceType,
    app: client.webview,
    variationKey: jar.get(contentVariantCookie(shop.code))?.value?.slice(0, 64) ?? null,
    user: options.withUser ? await userData(shop) : null,
  };
}

async function userData(shop: ShopConfig): Promise<TargetingVisitor['user']> {
  try {
    const db = await getDb();
    const customer = await currentCustomer(db, shop);
    if (!customer) return { loggedIn: false, newsletterRecipient: false, shippingCostsFlat: false };
    const [newsletter, flat] = await Promise.all([
      newsletterStatusOf(db, customer.id),
      shippingFlatOf(db, customer.id),
    ]);
    return { loggedIn: true, newsletterRecipient: newsletter === 'active', shippingCostsFlat: flat.active };
  } catch (error) {
    logger.warn({ err: error, shop: shop.code }, 'User data for content targeting could not be loaded');
    return null;
  }
}
