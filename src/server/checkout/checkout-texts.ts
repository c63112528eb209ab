import { createTranslator } from 'use-intl/core';
import { formatPrice } from '@/lib/money';
import messages from '../../../messages/de-AT.json';
import type { CheckoutError } from './checkout-error';

/** The German texts of checkout errors, address rules and checkout choices, from the message file. */
export const checkoutTexts = {
  error: createTranslator({ locale: 'de-AT', messages, namespace: 'checkoutErrors' }),
  address: createTranslator({ locale: 'de-AT', messages, namespace: 'addressErrors' }),
  ui: createTranslator({ locale: 'de-AT', messages, namespace: 'checkout' }),
};

/** The German text of a checkout code with its values (amounts formatted as prices). */
export function checkoutErrorText(code: CheckoutError['code'], values: Record<string, string | number>) {
  const formatted: Record<string, string | number> = { ...values };
  if (values.minOrderCents !== undefined)
    formatted.formattedMinOrderValue = formatPrice(Number(values.minOrderCents));
  if (values.minOrderValueFreeGift !== undefined)
    formatted.formattedMinOrderValueFreeGift = formatPrice(Number(values.minOrderValueFreeGift));
  return checkoutTexts.error(code, formatted);
}
