import type { PostcodeRule } from '../checkout/address-rules';
import type { ShopConfig } from './shop';

/**
 * The postcode rule the address forms of a shop apply: the Austrian shops keep the spec's rule (at
 * least 3 digits, customer-and-content S5); the other shops check their country's format
 * (e.g. '1012 AB' in the Netherlands, '110 00' in Czechia).
 */
export function postcodeRuleOf(shop: Pick<ShopConfig, 'country' | 'postcode'>): PostcodeRule | null {
  return shop.country === 'AT' ? null : shop.postcode;
}
