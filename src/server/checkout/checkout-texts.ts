import { formatPrice } from '@/lib/money';
import type { ShopConfig } from '@/lib/shop/shop';
import { shopMoney } from '@/lib/shop/shop-money';
import { shopTexts } from '@/server/shop/shop-texts';
import type { CheckoutError } from './checkout-error';

/** The shop's texts of checkout errors, address rules and checkout choices, from its message file. */
export function checkoutTexts(shop: ShopConfig) {
  return {
    error: shopTexts(shop, 'checkoutErrors'),
    address: shopTexts(shop, 'addressErrors'),
    ui: shopTexts(shop, 'checkout'),
  };
}

/** The text of a checkout code with its values (amounts formatted as the shop's prices). */
export function checkoutErrorText(
  shop: ShopConfig,
  code: CheckoutError['code'],
  values: Record<string, string | number>,
) {
  const formatted: Record<string, string | number> = { ...values };
  if (values.minOrderCents !== undefined)
    formatted.formattedMinOrderValue = formatPrice(Number(values.minOrderCents), shopMoney(shop));
  if (values.minOrderValueFreeGift !== undefined)
    formatted.formattedMinOrderValueFreeGift = formatPrice(
      Number(values.minOrderValueFreeGift),
      shopMoney(shop),
    );
  return checkoutTexts(shop).error(code, formatted);
}
