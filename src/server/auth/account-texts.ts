import type { ShopConfig } from '@/lib/shop/shop';
import { shopMessages } from '@/i18n/shop-messages';
import { shopTexts } from '@/server/shop/shop-texts';
import type { AccountError, FieldProblem } from './account-error';
import { withFieldName } from '@/lib/checkout/address-rules';

/** The shop's text of an account refusal. */
export function accountErrorText(shop: ShopConfig, error: AccountError): string {
  const errors = shopTexts(shop, 'accountErrors');
  if (error.code === 'ACCOUNT_INPUT_INVALID' || error.code === 'FORM_INPUT_INVALID') {
    const missing = error.fieldErrors.some(
      (e) => e.key === 'required' || e.key === 'requiredField' || e.key === 'salutation',
    );
    return errors(missing ? 'FORM_REQUIRED_FIELDS_MISSING' : 'ACCOUNT_INPUT_INVALID');
  }
  return errors(error.code, { phone: shop.customerService.phone, ...error.values });
}

/** The shop's text of one field's problem (address keys, else account keys). */
export function fieldErrorText(shop: ShopConfig, error: FieldProblem): string {
  // the keys come from the shared rules: address keys, else account keys
  const isAddressKey = error.key in shopMessages(shop).addressErrors;
  return shopTexts(shop, isAddressKey ? 'addressErrors' : 'accountErrors')(
    error.key,
    withFieldName(error.values, shopTexts(shop, 'addressFieldNames')),
  );
}
