import type { ClientShop } from '@/components/shop/shop-provider';
import type { ShopConfig } from './shop';
import { postcodeRuleOf } from './postcode-rule';
import { shopMoney } from './shop-money';

/** The part of a shop's configuration the browser receives. */
export function clientShop(shop: ShopConfig): ClientShop {
  return {
    code: shop.code,
    brand: shop.brand,
    locale: shop.locale,
    timeZone: shop.timeZone,
    country: shop.country,
    money: shopMoney(shop),
    postcode: postcodeRuleOf(shop),
    customerServicePhone: shop.customerService.phone,
    customerServiceEmail: shop.customerService.email,
    // the family's recommendation service (server/recommendation/reco-outputs.ts: recoServiceId)
    recoServiceId: shop.family,
  };
}
