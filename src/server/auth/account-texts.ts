import { createTranslator } from 'use-intl/core';
import messages from '../../../messages/de-AT.json';
import { SHOP_CONFIG } from '@/lib/shop-config';
import type { AccountError, FieldProblem } from './account-error';

const errors = createTranslator({ locale: 'de-AT', messages, namespace: 'accountErrors' });
const address = createTranslator({ locale: 'de-AT', messages, namespace: 'addressErrors' });

/** The German text of an account refusal. */
export function accountErrorText(error: AccountError): string {
  if (error.code === 'ACCOUNT_INPUT_INVALID' || error.code === 'FORM_INPUT_INVALID') {
    const missing = error.fieldErrors.some(
      (e) => e.key === 'required' || e.key === 'requiredField' || e.key === 'salutation',
    );
    return errors(missing ? 'FORM_REQUIRED_FIELDS_MISSING' : 'ACCOUNT_INPUT_INVALID');
  }
  return errors(error.code, { phone: SHOP_CONFIG.customerServicePhone, ...error.values });
}

/** The German text of one field's problem (address keys, else account keys). */
export function fieldErrorText(error: FieldProblem): string {
  // the keys come from the shared rules: address keys, else account keys
  const translate = (address.has(error.key as never) ? address : errors) as unknown as (
    key: string,
    values: Record<string, string | number>,
  ) => string;
  return translate(error.key, error.values);
}
